import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { LazyRegistry } from './lazy-registry';
import type { TemplateProps } from '@/templates/template-props';
import { ErrorPage } from './error-page';

interface Props {
  children: ReactNode;
  registry: LazyRegistry<TemplateProps>;
  /** Changing it (another page) clears the error. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** An error thrown inside a page shows the error template instead of a blank screen (requirements §2.5). */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown page error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Page error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorPage registry={this.props.registry} /> : this.props.children;
  }
}
