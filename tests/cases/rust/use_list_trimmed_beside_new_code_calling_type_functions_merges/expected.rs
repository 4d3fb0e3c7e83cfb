use std::fs::File;
use std::io::{self, Read, Write};

pub fn count_lines(path: &str) -> io::Result<usize> {
    let data = std::fs::read(path)?;
    Ok(data.iter().filter(|&&b| b == b'\n').count())
}

pub fn total_bytes(path: &str) -> io::Result<usize> {
    let mut buf = Vec::new();
    File::open(path)?.read_to_end(&mut buf)?;
    Ok(buf.len())
}

pub fn write_banner(out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "report")
}
