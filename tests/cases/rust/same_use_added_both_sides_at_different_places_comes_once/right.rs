use std::collections::HashMap;
use std::fmt;
use std::io;

fn main() {
    let m: HashMap<u32, u32> = HashMap::new();
    println!("{:?}", m);
}
