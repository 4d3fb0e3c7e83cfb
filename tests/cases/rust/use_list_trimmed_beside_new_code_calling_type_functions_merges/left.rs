use std::fs::File;
use std::io::{self, Write};

pub fn count_lines(path: &str) -> io::Result<usize> {
    let data = std::fs::read(path)?;
    Ok(data.iter().filter(|&&b| b == b'\n').count())
}

pub fn write_banner(out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "report")
}
