#![allow(dead_code)]
use std::fmt;

pub fn show(x: i32) -> String {
    format!("{}", x)
}
