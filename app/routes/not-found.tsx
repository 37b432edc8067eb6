import { data } from "react-router";

// Every unknown path lands here so the root error boundary renders 'Page Not Found' with a real 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
