import { createPolymorphicComponent, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import classes from './LightButton.module.css';

export type LightButtonProps = UnstyledButtonProps & {
  /** Filled with the primary colour (the default), or its colour on no background until hovered. */
  variant?: 'filled' | 'subtle';
  /** As Mantine's `compact-sm`, `sm` (the default) and `xl` buttons. */
  size?: 'compact' | 'sm' | 'xl';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

function LightButtonBase({
  variant = 'filled',
  size = 'sm',
  leftSection,
  rightSection,
  children,
  className,
  ...rest
}: LightButtonProps) {
  return (
    <UnstyledButton
      {...rest}
      className={className ? `${classes.button} ${className}` : classes.button}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
    >
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      {children}
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </UnstyledButton>
  );
}

/**
 * A button drawn by the project's own styles, looking as Mantine's Button does in its filled
 * and subtle variants, for the shell and the home page: Mantine's Button brings its groups and
 * its loading animation (Transition) into every first load, which these buttons never use
 * (decision 0017). Polymorphic as Mantine's: `component={Link}` makes it a link.
 */
export const LightButton = createPolymorphicComponent<'button', LightButtonProps>(LightButtonBase);
