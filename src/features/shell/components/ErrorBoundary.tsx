// The top-level error boundary: a render crash shows the application-error page instead of a blank
// screen, and is reported through onError (boot logs it; a saga could report it).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ApplicationErrorPage } from '../pages/ApplicationErrorPage';

interface ErrorBoundaryProps {
  children?: ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  crashed: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { crashed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.crashed ? <ApplicationErrorPage /> : this.props.children;
  }
}
