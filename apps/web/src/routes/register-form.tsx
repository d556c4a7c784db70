/** Route `register.form` (/register/{role}, guests only; role business or customer, R-ROUTE-1). */
import { useParams } from 'react-router';
import { RegisterForm } from '../features/auth/RegisterForm.tsx';

/** The registration form; the guard has already checked the role. */
export function Component() {
  const { role } = useParams();
  return <RegisterForm key={role} accountRole={role === 'business' ? 'business' : 'customer'} />;
}
