import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef, useState } from 'react';
import { useTranslation } from '../lib/translation';

/**
 * A password input whose show/hide button is reached with Tab like any control and
 * says in the page's language what it does ("Prikaži lozinku", "Sakrij lozinku"),
 * with aria-pressed telling whether the password is shown. The portal's one password
 * input: Mantine's own keeps its button out of the Tab order and names it in English.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <PasswordInput
        {...props}
        ref={ref}
        visible={visible}
        onVisibilityChange={setVisible}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{
          'aria-label': t(visible ? 'components.password.hide' : 'components.password.show'),
        }}
      />
    );
  },
);
