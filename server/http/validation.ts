// Requests and answers are checked against the contract. A request that breaks it gets a 422 with one
// violation per field; an answer that breaks it is a server bug and becomes a 500 (never sent half-right).
import type { FastifyInstance } from 'fastify';
import type { Contract } from './contract';
import { validationFailed } from './api-error';
import { toViolations } from './violations';

export class ContractViolation extends Error {}

// Fastify compiles a route's schemas once, when the route is registered; the contract's forms follow the live version
// (live-contract.ts). So each schema is compiled now (a schema ajv refuses stops the start), and again at each call
// with the contract of that moment: ajv keeps what it compiled per schema object, so that is a lookup, but for the
// first call after a version that changes a form.
export function useContractValidation(app: FastifyInstance, contract: Contract): void {
  app.setValidatorCompiler(({ schema }) => {
    contract.compile(schema);
    return (data: unknown) => {
      const validate = contract.compile(schema);
      return validate(data) ? true : { error: validationFailed(toViolations(validate.errors ?? [])) };
    };
  });
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    contract.compile(schema);
    return (data: unknown) => {
      const validate = contract.compile(schema);
      if (!validate(data))
        throw new ContractViolation(`${method} ${url} ${httpStatus}: answer breaks the contract: ${JSON.stringify(validate.errors)}`);
      return JSON.stringify(data);
    };
  });
}
