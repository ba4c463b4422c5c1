//! Command-line parsing shared by the examples: every flag takes one value,
//! given as `--flag value` or `--flag=value`, at most once; `--help` or `-h`
//! asks for the usage text; a bad flag is reported as one line naming it
//! (exit status 2), whatever the argument holds (non-UTF-8 bytes, newlines).

// Each example uses only some of these helpers.
#![allow(dead_code)]

use std::ffi::OsString;
use std::fmt;

/// The most threads one run may start (`mutex_ops`, `wait_bound`).
pub const MAX_THREADS: usize = 4096;

/// The shortest run a `--seconds` flag accepts: 1 ms, so that every run has
/// the time to count lock/unlock pairs (a length that rounds to zero would
/// report 0 ops/s and ratios of NaN).
pub const MIN_SECONDS: f64 = 0.001;

/// One parsing failure: the flag (or argument) it concerns and what was
/// wrong. It displays as `flag: message` on one line.
#[derive(Debug)]
pub struct BadFlag {
    pub flag: String,
    pub message: String,
}

impl BadFlag {
    pub fn new(flag: &str, message: impl Into<String>) -> BadFlag {
        BadFlag {
            flag: flag.to_string(),
            message: message.into(),
        }
    }
}

impl fmt::Display for BadFlag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", one_line(&self.flag), one_line(&self.message))
    }
}

/// `text` with every control character (a newline, a tab, an escape...) and
/// line or paragraph separator written as its Rust escape (`\n`), so that it
/// prints on one line; the rest is left as it is.
pub fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() || c == '\u{2028}' || c == '\u{2029}' {
                c.escape_debug().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Parses `value`, the value of `flag`, as a number.
pub fn parse_number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, BadFlag> {
    value
        .parse()
        .map_err(|_| BadFlag::new(flag, format!("not a valid number: {value:?}")))
}

/// Parses `value`, the value of `flag`, as a comma-separated list of numbers.
pub fn parse_list<T: std::str::FromStr>(flag: &str, value: &str) -> Result<Vec<T>, BadFlag> {
    value.split(',').map(|v| parse_number(flag, v)).collect()
}

/// Parses `value`, the value of `flag`, as a number of seconds from
/// [`MIN_SECONDS`] to `max`.
pub fn parse_seconds(flag: &str, value: &str, max: f64) -> Result<f64, BadFlag> {
    let s: f64 = parse_number(flag, value)?;
    if !(MIN_SECONDS..=max).contains(&s) {
        return Err(BadFlag::new(
            flag,
            format!("must be {MIN_SECONDS} to {max} seconds, not {value:?}"),
        ));
    }
    Ok(s)
}

/// One argument, or one flag with its value.
enum Arg {
    /// `--help` or `-h`.
    Help,
    /// A flag of `known` and its value.
    Flag { name: String, value: String },
}

/// Reads the next flag of `args` and its value, inline (`--flag=value`) or
/// the next argument. `Ok(None)` at the end. An argument that is not valid
/// UTF-8, does not start with `--`, or is not `--help` or in `known` (the
/// flags taking a value), a flag without a value and `--help=...` are
/// errors.
fn next_flag(
    args: &mut impl Iterator<Item = OsString>,
    known: &[&str],
) -> Result<Option<Arg>, BadFlag> {
    let Some(arg) = args.next() else {
        return Ok(None);
    };
    let arg = arg.into_string().map_err(|arg| {
        let arg = arg.to_string_lossy();
        match arg.split_once('=') {
            Some((name, _)) if known.contains(&name) => {
                BadFlag::new(name, "value is not valid UTF-8")
            }
            _ => BadFlag::new(&arg, "not valid UTF-8"),
        }
    })?;
    if arg == "-h" {
        return Ok(Some(Arg::Help));
    }
    if !arg.starts_with("--") {
        return Err(BadFlag::new(
            &arg,
            "unexpected argument (flags start with --; see --help)",
        ));
    }
    let (name, inline_value) = match arg.split_once('=') {
        Some((name, value)) => (name.to_string(), Some(value.to_string())),
        None => (arg, None),
    };
    if name == "--help" {
        return match inline_value {
            None => Ok(Some(Arg::Help)),
            Some(_) => Err(BadFlag::new(&name, "takes no value")),
        };
    }
    if !known.contains(&name.as_str()) {
        return Err(BadFlag::new(&name, "unknown flag (see --help)"));
    }
    let value = match inline_value {
        Some(value) => value,
        None => {
            let value = args
                .next()
                .ok_or_else(|| BadFlag::new(&name, "missing value"))?
                .into_string()
                .map_err(|_| BadFlag::new(&name, "value is not valid UTF-8"))?;
            if value.starts_with("--") {
                return Err(BadFlag::new(
                    &name,
                    format!("missing value (found flag {value})"),
                ));
            }
            value
        }
    };
    Ok(Some(Arg::Flag { name, value }))
}

/// Notes that `name` was given, in `seen`: an error if it was given
/// before. Every flag takes one value, so a second one would silently
/// replace the first (a `--threads` earlier in a long command line lost to
/// a later one); the user is asked which one they meant instead.
fn first_time(seen: &mut Vec<String>, name: &str) -> Result<(), BadFlag> {
    if seen.iter().any(|s| s == name) {
        return Err(BadFlag::new(name, "given more than once"));
    }
    seen.push(name.to_string());
    Ok(())
}

/// Calls `apply(flag, value)` for each flag of `args` in order. Returns
/// `Ok(false)` as soon as it meets `--help` or `-h` (the caller prints the
/// usage), `Ok(true)` after the last flag. See [`next_flag`] for the errors;
/// a flag given twice is one too ([`first_time`]).
pub fn each_flag(
    args: impl IntoIterator<Item = OsString>,
    known: &[&str],
    mut apply: impl FnMut(&str, &str) -> Result<(), BadFlag>,
) -> Result<bool, BadFlag> {
    let mut args = args.into_iter();
    let mut seen = Vec::new();
    while let Some(arg) = next_flag(&mut args, known)? {
        match arg {
            Arg::Help => return Ok(false),
            Arg::Flag { name, value } => {
                first_time(&mut seen, &name)?;
                apply(&name, &value)?
            }
        }
    }
    Ok(true)
}

/// Reads the command line with `parse`: the configuration, or, to return
/// from `main`, the exit status after printing the usage (`--help`: 0) or a
/// one-line error naming the bad flag (2).
pub fn from_command_line<C>(
    program: &str,
    usage: &str,
    parse: impl FnOnce(Vec<OsString>) -> Result<Option<C>, BadFlag>,
) -> Result<C, std::process::ExitCode> {
    match parse(std::env::args_os().skip(1).collect()) {
        Ok(Some(config)) => Ok(config),
        Ok(None) => {
            println!("{usage}");
            Err(std::process::ExitCode::SUCCESS)
        }
        Err(bad) => {
            eprintln!("{program}: {bad}");
            Err(std::process::ExitCode::from(2))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<OsString> {
        list.iter().map(OsString::from).collect()
    }

    #[test]
    fn each_flag_refuses_a_flag_given_twice() {
        let known = ["--a", "--b"];
        let mut got = Vec::new();
        let run = each_flag(args(&["--a", "1", "--b=2"]), &known, |f, v| {
            got.push(format!("{f}={v}"));
            Ok(())
        });
        assert!(matches!(run, Ok(true)));
        assert_eq!(got, ["--a=1", "--b=2"]);
        for twice in [
            &["--a", "1", "--a", "1"][..],
            &["--b=1", "--a=2", "--b", "3"],
        ] {
            let e = each_flag(args(twice), &known, |_, _| Ok(())).unwrap_err();
            assert_eq!(e.message, "given more than once", "{twice:?}");
        }
        let e =
            each_flag(args(&["--b=1", "--a=2", "--b", "3"]), &known, |_, _| Ok(())).unwrap_err();
        assert_eq!(e.to_string(), "--b: given more than once");
    }
}
