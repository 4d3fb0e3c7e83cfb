export { default as Modal } from './modal';
export type { ModalFuncProps, ModalProps, ModalLocale } from './modal';
export { default as Select } from './select';
export type { SelectProps } from './select';
