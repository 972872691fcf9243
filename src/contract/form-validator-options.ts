// The one set of ajv options behind every validator of a form: the build script compiles the precompiled
// validators with it, the server a live form's (server/forms/validator-code.ts), and the tests and the benchmark
// build rjsf's runtime validator with it, so that all judge data by the same rules. Type-only import: nothing here
// pulls ajv into the browser bundle.
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { formats } from './formats';

export const validatorOptions: CustomValidatorOptionsType = {
  customFormats: { ...formats },
  // `$data` lets a schema say "equal to that other field" (`"const": { "$data": "1/password" }`), which is
  // how the confirmation fields are declared in schemas/forms/*.json.
  ajvOptionsOverrides: { $data: true },
};
