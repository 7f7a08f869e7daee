import { SignupPage } from "./signup";

export function OneTimeSignupPage() {
  return <SignupPage plan="one-time" />;
}

export function SubscriptionSignupPage() {
  return <SignupPage plan="subscription" />;
}
