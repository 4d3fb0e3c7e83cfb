export { default as Modal } from './modal';
export type { ModalFuncProps, ModalProps } from './modal';
export { default as Select } from './select';
