export enum Color {
  Red = 'red',
  Green = 'green',
  Blue = 'blue',
  Black = 'black'
}

export const fallback = Color.Red;
