// The contract as the live version of the studio makes it. The studio publishes form files (schemas/forms/<form>.json
// and .ui.json) like any config file; a live version that changes some gets a contract of its own, with those files in
// place of the shipped ones, so that requests are validated, answers checked and form extras kept by the forms members
// see. Route code keeps one `Contract`: its calls go to the contract of the version live at the time of the call.
// A version that changes no form file has the contract as shipped: no compile, the same ajv and validators.
import type { LiveConfig } from '../../src/contract/live-config';
import { isInFormsFolder } from '../../src/contract/form-files';
import { compileContract, loadContract } from './contract';
import type { Contract } from './contract';
import type { FormOverlay } from './form-schemas';

/** How many contracts of live forms a process keeps: the live one and the few before it (a restore goes back). */
const kept = 3;

/** The form files a live version changes; undefined when it changes none. */
function formOverlayOf(files: LiveConfig['files']): FormOverlay | undefined {
  const forms = Object.entries(files).filter(([file]) => isInFormsFolder(file));
  return forms.length ? Object.fromEntries(forms) : undefined;
}

/**
 * The contract of `file` and the forms of `formsDir` as the live version `live()` changes them. A version whose form
 * files the contract cannot take (a form that ajv refuses, a field two forms of one schema declare differently) is
 * served the forms as shipped, and `refused` says why, as the live config does with a set this build refuses.
 */
export function liveContract(
  file: URL,
  formsDir: URL,
  live: () => LiveConfig,
  refused: (version: number, error: Error) => void = () => {},
): Contract {
  const shipped = loadContract(file, formsDir);
  // By the text of the form files: versions that change other files only share one contract.
  const byForms = new Map<string, Contract>();
  const contractOf = ({ version, files }: LiveConfig): Contract => {
    const overlay = formOverlayOf(files);
    if (!overlay) return shipped;
    const key = JSON.stringify(overlay);
    let contract = byForms.get(key);
    if (contract) byForms.delete(key);
    else {
      try {
        contract = compileContract(file, formsDir, overlay);
      } catch (error) {
        refused(version, error as Error);
        contract = shipped;
      }
    }
    // The newest last: the first is the one used longest ago.
    byForms.set(key, contract);
    if (byForms.size > kept) byForms.delete(byForms.keys().next().value as string);
    return contract;
  };
  // live() answers the same object until another version is live: one comparison per call otherwise.
  let seen: LiveConfig | undefined;
  let current = shipped;
  const now = (): Contract => {
    const config = live();
    if (config !== seen) {
      current = contractOf(config);
      seen = config;
    }
    return current;
  };
  return {
    // Operations, URLs and route schemas are the same in every version: the route schemas are `$ref`s into the
    // contract's $defs (miles-api#/$defs/<Name>), which each version's ajv resolves to its own forms.
    route: (operationId) => shipped.route(operationId),
    operationIds: () => shipped.operationIds(),
    refusesSupportSession: (method, url) => shipped.refusesSupportSession(method, url),
    compile: (schema) => now().compile(schema),
    errors: (schemaName, value) => now().errors(schemaName, value),
    formFields: (formIds) => now().formFields(formIds),
    formRequired: (formIds) => now().formRequired(formIds),
  };
}
