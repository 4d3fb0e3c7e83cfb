open Base

let double x = x * 2
