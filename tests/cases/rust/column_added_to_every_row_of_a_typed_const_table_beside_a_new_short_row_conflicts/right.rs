pub fn parse(s: &str) -> Option<(u64, u64)> {
    let (a, b) = s.split_once('.')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CASES: &[(&str, u64, u64)] = &[
        ("1.2", 1, 2),
        ("0.9", 0, 9),
        ("10.0", 10, 0),
        ("3.14", 3, 14),
    ];

    #[test]
    fn parses_cases() {
        for &(input, major, minor) in CASES {
            assert_eq!(parse(input), Some((major, minor)));
        }
    }
}
