pub fn parse(s: &str) -> Option<(u64, u64, bool)> {
    let pre = s.ends_with("-pre");
    let (a, b) = s.trim_end_matches("-pre").split_once('.')?;
    Some((a.parse().ok()?, b.parse().ok()?, pre))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CASES: &[(&str, u64, u64, bool)] = &[
        ("1.2", 1, 2, false),
        ("0.9-pre", 0, 9, true),
        ("10.0", 10, 0, false),
    ];

    #[test]
    fn parses_cases() {
        for &(input, major, minor, pre) in CASES {
            assert_eq!(parse(input), Some((major, minor, pre)));
        }
    }
}
