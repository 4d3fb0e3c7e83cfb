export enum Color {
  Red = 'red',
  Green = 'green',
  Blue = 'blue'
}

export const fallback = Color.Red;
