import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "secondary";

const variants: Record<Variant, string> = {
  primary: "bg-pine-700 text-white hover:bg-pine-800 active:bg-pine-900",
  secondary: "border border-sand-300 bg-white text-ink hover:bg-sand-100 active:bg-sand-200",
};

export function buttonClassName(variant: Variant = "primary", className = "") {
  return `inline-flex min-h-11 items-center justify-center rounded-md px-5 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${variants[variant]} ${className}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
}

export function Button({ variant = "primary", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}

export function ButtonLink({ variant = "primary", className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClassName(variant, className)} {...props} />;
}
