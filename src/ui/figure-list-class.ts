// The look of a list of figures (a <dl> whose rows are <div><dt/><dd/></div>): a component that uses the class
// gets its stylesheet with it, whichever page is opened first.
import './figure-list.css';

/** The figure list's class, with the page's own classes after it. */
export function figureListClass(extra?: string): string {
  return extra ? `figure-list ${extra}` : 'figure-list';
}
