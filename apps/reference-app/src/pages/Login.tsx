/** Placeholder until the sign-in page is built. */
export default function LoginPage() {
  return <p>Sign in</p>
}
