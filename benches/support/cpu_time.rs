//! CPU time as a criterion measurement, shared by the benches through
//! `#[path]`: what the whole process spent (user + system, all threads, from
//! `getrusage`), reported like wall time but labelled "µs cpu".

use criterion::measurement::{Measurement, ValueFormatter};
use criterion::Throughput;
use std::time::Duration;

/// CPU time used so far by the whole process (user + system, all threads).
pub fn process_cpu_time() -> Duration {
    // SAFETY: `rusage` is plain data, for which all-zero bytes are valid.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: RUSAGE_SELF with a valid out-pointer cannot fail.
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) };
    let micros = |t: libc::timeval| t.tv_sec as u64 * 1_000_000 + t.tv_usec as u64;
    Duration::from_micros(micros(usage.ru_utime) + micros(usage.ru_stime))
}

/// Criterion measurement: process CPU time, reported like wall time.
pub struct ProcessCpuTime;

impl Measurement for ProcessCpuTime {
    type Intermediate = Duration;
    type Value = Duration;
    fn start(&self) -> Duration {
        process_cpu_time()
    }
    fn end(&self, start: Duration) -> Duration {
        process_cpu_time().saturating_sub(start)
    }
    fn add(&self, a: &Duration, b: &Duration) -> Duration {
        *a + *b
    }
    fn zero(&self) -> Duration {
        Duration::ZERO
    }
    fn to_f64(&self, value: &Duration) -> f64 {
        value.as_nanos() as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        &MicrosecondsFormatter
    }
}

/// Shows nanosecond values in microseconds of CPU time.
struct MicrosecondsFormatter;

impl ValueFormatter for MicrosecondsFormatter {
    fn scale_values(&self, _typical: f64, values: &mut [f64]) -> &'static str {
        values.iter_mut().for_each(|v| *v /= 1e3);
        "µs cpu"
    }
    fn scale_throughputs(
        &self,
        _typical: f64,
        throughput: &Throughput,
        values: &mut [f64],
    ) -> &'static str {
        // Values are CPU nanoseconds per iteration; an iteration does
        // `per_iteration` elements (1 when no element count was set).
        let per_iteration = match throughput {
            Throughput::Elements(n) | Throughput::ElementsAndBytes { elements: n, .. } => *n,
            _ => 1,
        } as f64;
        values
            .iter_mut()
            .for_each(|v| *v = per_iteration * 1e9 / *v);
        "elements/cpu-s"
    }
    fn scale_for_machines(&self, _values: &mut [f64]) -> &'static str {
        "ns"
    }
}
