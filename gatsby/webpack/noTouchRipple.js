// What ButtonBase renders instead of MUI's TouchRipple (see muiWithoutTouchRipple.ts): nothing.
export default function NoTouchRipple() {
  return null;
}
