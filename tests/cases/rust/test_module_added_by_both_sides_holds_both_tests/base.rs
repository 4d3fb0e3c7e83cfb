pub fn clamp_percent(v: i32) -> i32 {
    v.clamp(0, 100)
}
