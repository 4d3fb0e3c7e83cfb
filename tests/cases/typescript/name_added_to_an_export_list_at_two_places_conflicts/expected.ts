export { default as Modal } from './modal';
<<<<<<< left
export type { ModalFuncProps, ModalLocale, ModalProps } from './modal';
||||||| base
export type { ModalFuncProps, ModalProps } from './modal';
=======
export type { ModalFuncProps, ModalProps, ModalLocale } from './modal';
>>>>>>> right
export { default as Select } from './select';
export type { SelectProps } from './select';
