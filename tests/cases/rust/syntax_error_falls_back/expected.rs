pub fn kilobytes(bytes: u64) -> u64 {
    (bytes + 1023 / 1024
}

pub fn megabytes(bytes: u64) -> u64 {
    kilobytes(bytes) / 1024
}

pub fn gigabytes(bytes: u64) -> u64 {
    megabytes(bytes) >> 10
}
