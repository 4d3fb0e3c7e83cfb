export { default as Modal } from './modal';
export type { ModalFuncProps, ModalLocale, ModalProps } from './modal';
export { default as Select } from './select';
export type { SelectProps } from './select';
