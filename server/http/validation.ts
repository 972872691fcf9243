// Requests and answers are checked against the contract. A request that breaks it gets a 422 with one
// violation per field; an answer that breaks it is a server bug and becomes a 500 (never sent half-right).
import type { FastifyInstance } from 'fastify';
import type { Contract } from './contract';
import { validationFailed } from './api-error';
import { toViolations } from './violations';

export class ContractViolation extends Error {}

export function useContractValidation(app: FastifyInstance, contract: Contract): void {
  app.setValidatorCompiler(({ schema }) => {
    const validate = contract.compile(schema);
    return (data: unknown) => (validate(data) ? true : { error: validationFailed(toViolations(validate.errors ?? [])) });
  });
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const validate = contract.compile(schema);
    return (data: unknown) => {
      if (!validate(data))
        throw new ContractViolation(`${method} ${url} ${httpStatus}: answer breaks the contract: ${JSON.stringify(validate.errors)}`);
      return JSON.stringify(data);
    };
  });
}
