pub fn parse(s: &str) -> Option<(u64, u64, bool)> {
    let pre = s.ends_with("-pre");
    let (a, b) = s.trim_end_matches("-pre").split_once('.')?;
    Some((a.parse().ok()?, b.parse().ok()?, pre))
}

#[cfg(test)]
mod tests {
    use super::*;

<<<<<<< left
    const CASES: &[(&str, u64, u64, bool)] = &[
        ("1.2", 1, 2, false),
        ("0.9-pre", 0, 9, true),
        ("10.0", 10, 0, false),
||||||| base
    const CASES: &[(&str, u64, u64)] = &[
        ("1.2", 1, 2),
        ("0.9", 0, 9),
        ("10.0", 10, 0),
=======
    const CASES: &[(&str, u64, u64)] = &[
        ("1.2", 1, 2),
        ("0.9", 0, 9),
        ("10.0", 10, 0),
        ("3.14", 3, 14),
>>>>>>> right
    ];

    #[test]
    fn parses_cases() {
        for &(input, major, minor, pre) in CASES {
            assert_eq!(parse(input), Some((major, minor, pre)));
        }
    }
}
