use std::fs::File;
use std::io::{self, BufRead, BufReader, Write};

pub fn count_lines(path: &str) -> io::Result<usize> {
    let f = File::open(path)?;
    Ok(BufReader::new(f).lines().count())
}

pub fn write_banner(out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "report")
}
