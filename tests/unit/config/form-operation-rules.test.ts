// @vitest-environment node
// The check:config rule "form ↔ operation" (server/config-check/form-operation-rules.ts): each test breaks a
// fresh copy of the project's forms and contract in one way and asserts the exact `file#/pointer: message`
// line(s). The real files are never touched.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../server/config-check/check';
import { checkFormOperations } from '../../../server/config-check/form-operation-rules';
import { formsOf } from '../../../server/config-check/form-rules';
import { loadConfig } from '../../../server/config-check/load';
import { formatProblem } from '../../../server/config-check/problem';
import { testFolder } from '../../support/temp-dir';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- edited fixtures of any shape

const projectRoot = resolve(__dirname, '../../..');

/** The form schemas of a project as the checker reads them: form id → schema. */
const formSchemas = (root: string) => new Map([...formsOf(loadConfig(root).files)].map(([id, form]) => [id, form.schema]));

/** A copy of config/ and schemas/ (forms, contract, config schemas) in a temp folder. */
function copyProject() {
  const root = testFolder('miles-form-ops-');
  for (const part of ['config', 'schemas/config', 'schemas/forms', 'schemas/api'])
    cpSync(join(projectRoot, part), join(root, part), { recursive: true });
  return {
    root,
    edit(file: string, change: (data: Json) => void) {
      const data = JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;
      change(data);
      writeFileSync(join(root, file), JSON.stringify(data, null, 2));
    },
    problems: () => checkFormOperations(root, formSchemas(root)).map(formatProblem),
  };
}

const TRANSFER = 'schemas/forms/transfer-miles.json';

describe('forms and the operations they name', () => {
  it('agree in the project as it is', () => {
    expect(checkFormOperations(projectRoot, formSchemas(projectRoot)).map(formatProblem)).toEqual([]);
    expect(copyProject().problems()).toEqual([]);
  });

  it('refuses a field the operation has no place for when it takes no other fields', () => {
    const copy = copyProject();
    copy.edit('schemas/forms/card-load.json', (form) => {
      form.properties.note = { type: 'string', title: 'forms.fields.jobTitle', maxLength: 60 };
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/card-load.json#/properties/note: "note" has no place in the request of loadCard (CardLoadRequest), which takes no other fields (list this form in its x-forms, or add the property)',
    ]);
  });

  it('accepts the same field on a form whose operation takes its extras (x-forms)', () => {
    const copy = copyProject();
    copy.edit('schemas/forms/declare-booking.json', (form) => {
      form.properties.note = { type: 'string', title: 'forms.fields.jobTitle', maxLength: 60 };
    });
    expect(copy.problems()).toEqual([]);
  });

  it('refuses a form that lacks a property the request requires, unless the page supplies it', () => {
    const copy = copyProject();
    copy.edit(TRANSFER, (form) => {
      delete form.properties.amount;
      form.required = ['agent_code'];
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/transfer-miles.json#/x-operation: the request of createTransfer (TransferRequest) requires "amount", which this form lacks (add the field, or list it in x-supplied when the page supplies it)',
    ]);
    copy.edit(TRANSFER, (form) => {
      form['x-supplied'] = ['amount'];
    });
    expect(copy.problems()).toEqual([]);
  });

  it('refuses a maxLength that differs (the form would let through what the API refuses)', () => {
    const copy = copyProject();
    copy.edit('schemas/forms/password-recovery.json', (form) => {
      form.properties.email.maxLength = 255;
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/password-recovery.json#/properties/email/maxLength: maxLength 255 here, 180 in the request of requestRecovery (RecoveryRequest)',
    ]);
  });

  it('refuses a pattern that differs, and limits and a type', () => {
    const copy = copyProject();
    copy.edit(TRANSFER, (form) => {
      form.properties.agent_code.pattern = '^FA[0-9]{5}$';
      form.properties.amount.minimum = 500;
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/transfer-miles.json#/properties/agent_code/pattern: pattern "^FA[0-9]{5}$" here, "^FA[0-9]{6}$" in the request of createTransfer (TransferRequest)',
      'schemas/forms/transfer-miles.json#/properties/amount/minimum: minimum 500 here, 1000 in the request of createTransfer (TransferRequest)',
    ]);
    copy.edit(TRANSFER, (form) => {
      form.properties.agent_code.pattern = undefined;
      form.properties.amount.minimum = 1000;
      form.properties.amount.type = 'string';
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/transfer-miles.json#/properties/amount/type: type "string" here, "integer" in the request of createTransfer (TransferRequest)',
    ]);
  });

  it('refuses options that differ, also when the contract overrides a field of an x-forms form', () => {
    const copy = copyProject();
    copy.edit('schemas/api/openapi.json', (contract) => {
      contract.components.schemas.ContactMessageRequest.properties.subject = { type: 'string', enum: ['other', 'press'] };
    });
    const lines = copy.problems();
    expect(lines).toContain(
      'schemas/forms/contact.json#/properties/subject/enum: enum ["account","booking-claim","miles","orders","prepaid-card","partnership","press","other"] here, ["other","press"] in the request of createContactMessage (ContactMessageRequest)',
    );
    expect(lines.every((line) => line.includes('/properties/subject/enum: '))).toBe(true);
  });

  it('refuses an operation the contract does not have, or one without a request body', () => {
    const copy = copyProject();
    copy.edit(TRANSFER, (form) => {
      form['x-operation'] = 'createTransfers';
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/transfer-miles.json#/x-operation: unknown operation "createTransfers" (not in schemas/api/openapi.json)',
    ]);
    copy.edit(TRANSFER, (form) => {
      form['x-operation'] = 'listBookingClaims';
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/transfer-miles.json#/x-operation: operation "listBookingClaims" takes no request body',
    ]);
  });

  it('checks a form filling one property of several requests (x-at) against each of them', () => {
    const copy = copyProject();
    const ADDRESS = 'schemas/forms/delivery-address.json';
    copy.edit(ADDRESS, (form) => {
      form['x-operation'] = ['updateBasket', 'orderCards'];
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/delivery-address.json#/x-operation/1: unknown operation "orderCards" (not in schemas/api/openapi.json)',
    ]);
    copy.edit(ADDRESS, (form) => {
      form['x-operation'] = ['updateBasket', 'orderCard'];
      form['x-at'] = 'address';
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/delivery-address.json#/x-at: the request of updateBasket (BasketPatch) has no property "address"',
      'schemas/forms/delivery-address.json#/x-at: the request of orderCard (CardOrderRequest) has no property "address"',
    ]);
    // Where the property's schema states its own fields, they are compared like a whole request's.
    copy.edit('schemas/api/openapi.json', (contract) => {
      contract.components.schemas.DeliveryAddress = {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: { name: { type: 'string', maxLength: 50 } },
      };
    });
    copy.edit(ADDRESS, (form) => {
      form['x-at'] = 'delivery_address';
    });
    const lines = copy.problems();
    expect(lines).toContain(
      'schemas/forms/delivery-address.json#/properties/name/maxLength: maxLength 100 here, 50 in the request of orderCard (CardOrderRequest.delivery_address)',
    );
    expect(lines).toContain(
      'schemas/forms/delivery-address.json#/properties/city: "city" has no place in the request of updateBasket (BasketPatch.delivery_address), which takes no other fields (list this form in its x-forms, or add the property)',
    );
  });

  it('refuses a field a filter form’s page does not read, and a sign-in form’s, which keeps nothing (x-fields)', () => {
    const copy = copyProject();
    copy.edit('schemas/forms/shop-filters.json', (form) => {
      form.properties.brand = { type: 'string', title: 'forms.fields.jobTitle', maxLength: 60 };
    });
    copy.edit('schemas/forms/login.json', (form) => {
      form.properties.remember_me = { type: 'boolean', title: 'forms.fields.jobTitle' };
    });
    const unread = (file: string, field: string) =>
      `${file}#/properties/${field}: "${field}" is not among the fields this form's page reads (x-fields), so it would be sent to nothing: this form keeps no field an editor adds (docs/editors/add-a-form-field.md lists those that do)`;
    expect(copy.problems()).toEqual([
      unread('schemas/forms/login.json', 'remember_me'),
      unread('schemas/forms/shop-filters.json', 'brand'),
    ]);
  });

  it('refuses a form that names no operation nor the fields its page reads, and a read field it does not have', () => {
    const copy = copyProject();
    copy.edit('schemas/forms/history-filters.json', (form) => {
      delete form['x-fields'];
    });
    copy.edit('schemas/forms/hotel-search.json', (form) => {
      form['x-fields'] = [...(form['x-fields'] as string[]), 'guests'];
    });
    expect(copy.problems()).toEqual([
      'schemas/forms/history-filters.json#: names no operation (x-operation) nor the fields its page reads (x-fields): a field added here would be sent to nothing',
      'schemas/forms/hotel-search.json#/x-fields/3: "guests" is not a field of this form',
    ]);
  });

  it('is part of check:config', () => {
    const copy = copyProject();
    copy.edit('schemas/forms/password-recovery.json', (form) => {
      form.properties.email.maxLength = 255;
    });
    expect(checkConfig(copy.root).map(formatProblem)).toEqual([
      'schemas/forms/password-recovery.json#/properties/email/maxLength: maxLength 255 here, 180 in the request of requestRecovery (RecoveryRequest)',
    ]);
  });
});
