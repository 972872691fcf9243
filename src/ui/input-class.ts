// The class of a form control outside the forms engine, with its stylesheet: a page that uses the class loads the
// look with it, whichever page the visitor opened first.
import './input.css';

export function inputClass(extra?: string): string {
  return extra ? `input ${extra}` : 'input';
}
