pub fn clamp_percent(v: i32) -> i32 {
    v.clamp(0, 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_zero() {
        assert_eq!(clamp_percent(-5), 0);
    }
}
