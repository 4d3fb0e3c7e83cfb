use std::{
    collections::HashMap,
    io::{self, BufRead, Read},
};

fn main() {
    let _m: HashMap<u8, u8> = HashMap::new();
}
