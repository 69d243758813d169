import { Component, type ReactNode } from 'react';

interface AuthErrorBoundaryProps {
  children: ReactNode;
  onError: () => void;
}

/**
 * The identity SDK refuses to start where the browser hides Web Crypto (plain http on any host
 * but localhost). The shop then stays browsable, signed out, instead of going blank.
 */
export class AuthErrorBoundary extends Component<AuthErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Sign-in is unavailable: the identity SDK could not start', error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
