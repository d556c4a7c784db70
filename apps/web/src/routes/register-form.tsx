/**
 * Route `register.form` (/register/{role}, guests only; role business or customer, R-ROUTE-1).
 * `/register/business?token=<token>` is a team invitation's link (issue 36): the form joins the
 * invitation's company (features/auth/InvitationRegistration.tsx, loaded only then).
 */
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { RegisterForm } from '../features/auth/RegisterForm.tsx';
import { useInvitationToken } from '../features/auth/resetToken.ts';

const InvitationRegistration = lazy(() =>
  import('../features/auth/InvitationRegistration.tsx').then((m) => ({
    default: m.InvitationRegistration,
  })),
);

/** The registration form; the guard has already checked the role. */
export function Component() {
  const { role } = useParams();
  const token = useInvitationToken();
  if (role === 'business' && token) {
    return (
      <Suspense fallback={null}>
        <InvitationRegistration key={token} token={token} />
      </Suspense>
    );
  }
  return <RegisterForm key={role} accountRole={role === 'business' ? 'business' : 'customer'} />;
}
