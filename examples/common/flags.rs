//! Command-line parsing shared by the small examples (`wait_bound`,
//! `line_round_trip`): every flag takes one value, `--help` or `-h` asks for
//! the usage text, and a bad flag is reported as one line naming it.

/// One parsing failure: the flag it concerns and what was wrong.
pub struct BadFlag(pub String);

/// Parses `value`, the value of `flag`, as a number.
pub fn parse_number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, BadFlag> {
    value
        .parse()
        .map_err(|_| BadFlag(format!("{flag}: not a valid number: {value:?}")))
}

/// Parses `value`, the value of `flag`, as a comma-separated list of numbers.
pub fn parse_list<T: std::str::FromStr>(flag: &str, value: &str) -> Result<Vec<T>, BadFlag> {
    value.split(',').map(|v| parse_number(flag, v)).collect()
}

/// Calls `apply(flag, value)` for each flag of `args` in order. Returns
/// `Ok(false)` as soon as it meets `--help` or `-h` (the caller prints the
/// usage), `Ok(true)` after the last flag. A flag not in `known`, or one
/// without a value, is an error.
pub fn each_flag(
    args: &[String],
    known: &[&str],
    mut apply: impl FnMut(&str, &str) -> Result<(), BadFlag>,
) -> Result<bool, BadFlag> {
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            return Ok(false);
        }
        if !known.contains(&flag.as_str()) {
            return Err(BadFlag(format!("{flag}: unknown flag (see --help)")));
        }
        let value = args
            .next()
            .ok_or_else(|| BadFlag(format!("{flag}: missing value")))?;
        apply(flag, value)?;
    }
    Ok(true)
}

/// Reads the command line with `parse`: the configuration, or, to return
/// from `main`, the exit status after printing the usage (`--help`: 0) or a
/// one-line error naming the bad flag (2).
pub fn from_command_line<C>(
    program: &str,
    usage: &str,
    parse: impl FnOnce(&[String]) -> Result<Option<C>, BadFlag>,
) -> Result<C, std::process::ExitCode> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse(&args) {
        Ok(Some(config)) => Ok(config),
        Ok(None) => {
            println!("{usage}");
            Err(std::process::ExitCode::SUCCESS)
        }
        Err(BadFlag(message)) => {
            eprintln!("{program}: {message}");
            Err(std::process::ExitCode::from(2))
        }
    }
}
