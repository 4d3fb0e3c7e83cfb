use std::io;
use std::collections::HashMap;
use std::fmt;

fn main() {
    let m: HashMap<u32, u32> = HashMap::new();
    println!("{:?}", m);
}
