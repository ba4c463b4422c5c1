//! The cache-line round trip between two CPUs, shared by `line_round_trip`
//! (which prints it) and `mutex_ops` (which measures it before and after
//! every run, to tell the development VM's two states apart: see the
//! README's "On the development machine").
//!
//! Two threads, pinned to two CPUs, pass a turn back and forth through one
//! atomic word: each waits with plain loads (no spin-loop hint, which would
//! add its own latency to every trip) until the word says it is its turn,
//! then hands the turn over with a store. The time per round trip is two
//! transfers of the line, the cost a lock hand-over pays at least once.
//! Both threads are spawned for the measurement, so the caller's own CPU
//! affinity is never changed (threads a program starts later inherit it).

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Barrier;
use std::time::{Duration, Instant};

/// Pins the calling thread to `cpu`.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn pin(cpu: usize) -> Result<(), String> {
    if cpu >= libc::CPU_SETSIZE as usize {
        return Err(format!(
            "CPU {cpu}: above the largest CPU number this build can name"
        ));
    }
    // SAFETY: cpu_set_t is a plain bit array, for which all zeros is a valid
    // (empty) value.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    // SAFETY: `cpu` is below CPU_SETSIZE (checked above), so CPU_SET writes
    // inside `set`.
    unsafe { libc::CPU_SET(cpu, &mut set) };
    // SAFETY: `set` is a valid cpu_set_t of the size passed; pid 0 is the
    // calling thread.
    let rc = unsafe { libc::sched_setaffinity(0, std::mem::size_of_val(&set), &set) };
    if rc == 0 {
        Ok(())
    } else {
        Err(format!(
            "CPU {cpu}: cannot run here ({})",
            std::io::Error::last_os_error()
        ))
    }
}

/// Elsewhere threads are not pinned, and the scheduler decides where they run.
#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn pin(_cpu: usize) -> Result<(), String> {
    Ok(())
}

/// The two CPUs `mutex_ops` probes between: the lowest-numbered CPU this
/// process may run on, and the lowest-numbered other one that is not an SMT
/// sibling of it (another hardware thread of the same core), where Linux
/// says which those are (`/sys/devices/system/cpu/cpuN/topology/
/// thread_siblings_list`). Siblings share the core's L1 cache, so a line
/// passed between them never leaves the core: not the cost a lock hand-over
/// between cores pays. That matters on POWER, where Linux numbers a core's
/// hardware threads consecutively (CPUs 0-7 are one SMT8 core), and on x86
/// machines that enumerate siblings next to each other. Where every
/// allowed CPU is a sibling of the first, or the topology cannot be read,
/// the second allowed CPU. `None` with fewer than two CPUs, or where the
/// affinity cannot be read (not Linux).
#[cfg(any(target_os = "linux", target_os = "android"))]
pub fn probe_cpus() -> Option<[usize; 2]> {
    // SAFETY: as in `pin`, all zeros is a valid (empty) cpu_set_t.
    let mut set: libc::cpu_set_t = unsafe { std::mem::zeroed() };
    // SAFETY: `set` is a valid, writable cpu_set_t of the size passed; pid
    // 0 is the calling thread.
    let rc = unsafe { libc::sched_getaffinity(0, std::mem::size_of_val(&set), &mut set) };
    if rc != 0 {
        return None;
    }
    let allowed: Vec<usize> = (0..libc::CPU_SETSIZE as usize)
        // SAFETY: `cpu` is below CPU_SETSIZE, so CPU_ISSET reads inside `set`.
        .filter(|&cpu| unsafe { libc::CPU_ISSET(cpu, &set) })
        .collect();
    let first = *allowed.first()?;
    let siblings = std::fs::read_to_string(format!(
        "/sys/devices/system/cpu/cpu{first}/topology/thread_siblings_list"
    ))
    .ok()
    .and_then(|list| parse_cpu_list(&list))
    .unwrap_or_default();
    pick_cpus(&allowed, &siblings)
}

/// [`probe_cpus`]'s choice among the `allowed` CPUs (in increasing order),
/// given the first one's SMT `siblings` (empty if unknown).
#[cfg_attr(not(any(target_os = "linux", target_os = "android")), allow(dead_code))]
fn pick_cpus(allowed: &[usize], siblings: &[usize]) -> Option<[usize; 2]> {
    let first = *allowed.first()?;
    let other_core = allowed
        .iter()
        .copied()
        .find(|cpu| *cpu != first && !siblings.contains(cpu));
    Some([first, other_core.or_else(|| allowed.get(1).copied())?])
}

/// Elsewhere the probe is off: there is no affinity to read or set.
#[cfg(not(any(target_os = "linux", target_os = "android")))]
pub fn probe_cpus() -> Option<[usize; 2]> {
    None
}

/// The CPUs of a Linux CPU list such as `0-3,8,10-11` (the format of
/// sysfs' `*_list` files, cpuset(7)); `None` if it is not one.
#[cfg_attr(not(any(target_os = "linux", target_os = "android")), allow(dead_code))]
fn parse_cpu_list(list: &str) -> Option<Vec<usize>> {
    let mut cpus = Vec::new();
    for item in list.trim().split(',') {
        let (low, high): (usize, usize) = match item.split_once('-') {
            Some((low, high)) => (low.parse().ok()?, high.parse().ok()?),
            None => {
                let cpu = item.parse().ok()?;
                (cpu, cpu)
            }
        };
        // (A bound well above any CPU count, so a bad list cannot ask for
        // a huge allocation.)
        if low > high || high >= 1 << 16 {
            return None;
        }
        cpus.extend(low..=high);
    }
    Some(cpus)
}

/// Whose turn it is: 0 for the measuring thread, 1 for the other one. On a
/// line of its own, so nothing else moves with it.
#[repr(align(128))]
struct Turn(AtomicU32);

/// The mean round trip over `trips` trips between `cpus[0]` and `cpus[1]`
/// (`trips` at least 1); an error names a CPU that could not be used.
pub fn round_trip(cpus: [usize; 2], trips: u32) -> Result<Duration, String> {
    let turn = Turn(AtomicU32::new(0));
    // Both threads pin themselves, then meet here; if either could not, both
    // leave before the first trip.
    let pinned = Barrier::new(2);
    let failed = AtomicBool::new(false);
    let side = |cpu: usize, measures: bool| -> Result<Option<Duration>, String> {
        let placed = pin(cpu);
        if placed.is_err() {
            failed.store(true, Ordering::Relaxed);
        }
        // The barrier orders the flag: both threads read it after both
        // stored it.
        pinned.wait();
        if failed.load(Ordering::Relaxed) {
            return placed.map(|()| None);
        }
        if !measures {
            for _ in 0..trips {
                // Acquire/Release: the turn carries no data, but this keeps
                // the hand-over a real one on weakly ordered CPUs too.
                while turn.0.load(Ordering::Acquire) != 1 {}
                turn.0.store(0, Ordering::Release);
            }
            return Ok(None);
        }
        let start = Instant::now();
        for _ in 0..trips {
            turn.0.store(1, Ordering::Release);
            while turn.0.load(Ordering::Acquire) != 0 {}
        }
        Ok(Some(start.elapsed() / trips.max(1)))
    };
    std::thread::scope(|s| {
        let other = s.spawn(|| side(cpus[1], false));
        let measuring = s.spawn(|| side(cpus[0], true));
        let mine = measuring
            .join()
            .unwrap_or_else(|_| Err("the measuring thread panicked".to_owned()));
        let theirs = other
            .join()
            .unwrap_or_else(|_| Err("the second thread panicked".to_owned()));
        match (mine, theirs) {
            (Err(e), _) | (_, Err(e)) => Err(e),
            (Ok(Some(trip)), Ok(_)) => Ok(trip),
            (Ok(None), Ok(_)) => Err("a thread could not be pinned".to_owned()),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::{parse_cpu_list, pick_cpus};

    #[test]
    fn the_probe_skips_the_first_cpus_smt_siblings() {
        let all: Vec<usize> = (0..64).collect();
        // POWER, SMT8: a core's hardware threads are numbered together.
        assert_eq!(pick_cpus(&all, &(0..8).collect::<Vec<_>>()), Some([0, 8]));
        // x86 with SMT: siblings half the machine apart.
        assert_eq!(pick_cpus(&all, &[0, 32]), Some([0, 1]));
        // No SMT, or the topology unknown.
        assert_eq!(pick_cpus(&all, &[0]), Some([0, 1]));
        assert_eq!(pick_cpus(&all, &[]), Some([0, 1]));
        // An affinity mask that starts elsewhere.
        assert_eq!(pick_cpus(&[5, 6, 7, 12], &[4, 5, 6, 7]), Some([5, 12]));
        // Only siblings allowed: the second allowed CPU after all.
        assert_eq!(pick_cpus(&[2, 3], &[2, 3]), Some([2, 3]));
        // Fewer than two CPUs: nothing to probe between.
        assert_eq!(pick_cpus(&[3], &[3]), None);
        assert_eq!(pick_cpus(&[], &[]), None);
    }

    #[test]
    fn cpu_lists_parse_as_sysfs_writes_them() {
        assert_eq!(parse_cpu_list("0\n"), Some(vec![0]));
        assert_eq!(parse_cpu_list("0,32\n"), Some(vec![0, 32]));
        assert_eq!(parse_cpu_list("0-7"), Some((0..8).collect()));
        assert_eq!(parse_cpu_list("0-1,4,6-7"), Some(vec![0, 1, 4, 6, 7]));
    }

    #[test]
    fn what_is_not_a_cpu_list_is_refused() {
        for bad in ["", "a", "1-", "-1", "3-1", "1,,2", "0-99999"] {
            assert_eq!(parse_cpu_list(bad), None, "{bad:?}");
        }
    }
}
