pub fn checked_double(n: u32) -> u32 {
    n.checked_mul(2).expect("overflow")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doubles_small_numbers() {
        assert_eq!(checked_double(21), 42);
    }

    #[test]
    #[ignore = "slow on CI"]
    fn doubling_the_largest_number_panics() {
        checked_double(u32::MAX);
    }
}
