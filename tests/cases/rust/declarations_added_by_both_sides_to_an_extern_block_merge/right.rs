use std::os::raw::c_int;

extern "C" {
    fn zstd_init(level: c_int) -> c_int;
    fn zstd_version() -> c_int;
}
