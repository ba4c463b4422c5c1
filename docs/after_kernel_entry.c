/*
 * after_kernel_entry.c: how long a chain of 1,000 dependent multiply-adds
 * takes right after a thread returns from the kernel, with the chain's value
 * kept in a register or passed through a stack slot as mutex_ops's work unit
 * does (std::hint::black_box: one store and one load per unit).
 *
 * Session 38 wrote this while looking for why, on the Intel Xeon
 * development VM, critical sections of mutex_ops that begin right after a
 * lock hand-over often ran up to twice as long (README, "Performance work",
 * session 38). There, chains through the stack came out slow far more often
 * right after a system call; two variants with the chain laid out
 * differently showed 0-8% and 27-47% more time after one
 * (docs/mutex_ops_run38.txt), so the cause is not pinned down. It is a
 * record of that measurement, not part of the build:
 *
 *     gcc -O2 -pthread docs/after_kernel_entry.c -o /tmp/after_kernel_entry
 *     /tmp/after_kernel_entry
 *
 * Every case runs 20,000 rounds on CPU 0 (the woken thread on CPU 1 where
 * the case says so) and prints the mean time of the first and second chain
 * after the event, and the share of first chains that took 2 us or more.
 */
#define _GNU_SOURCE
#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>
#include <x86intrin.h>

#define ROUNDS 20000
#define UNITS 1000

static uint64_t seed = 3;

static uint64_t chain_register(void) {
    uint64_t x = seed, start = __rdtsc();
    for (int i = 0; i < UNITS; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        __asm__ volatile("" : "+r"(x)); /* keeps each step, in a register */
    }
    seed = x;
    return __rdtsc() - start;
}

static uint64_t chain_stack(void) {
    volatile uint64_t x = seed; /* every step stores and reloads it */
    uint64_t start = __rdtsc();
    for (int i = 0; i < UNITS; i++)
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    seed = x;
    return __rdtsc() - start;
}

static void pin(int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    sched_setaffinity(0, sizeof set, &set);
}

static long futex(atomic_uint *word, int op, unsigned val) {
    return syscall(SYS_futex, word, op, val, NULL, NULL, 0);
}

static double tsc_ghz;

struct tally {
    uint64_t first, second;
    long slow, n;
};

static void measure(uint64_t (*chain)(void), struct tally *t) {
    uint64_t a = chain(), b = chain();
    t->first += a;
    t->second += b;
    if (a >= 2000 * tsc_ghz)
        t->slow++;
    t->n++;
}

static void report(const char *what, const char *kind, struct tally *t) {
    printf("%-40s %-8s first %5.0f ns  second %5.0f ns  first >= 2 us: %5.1f%%  (%ld)\n", what,
           kind, t->first / tsc_ghz / t->n, t->second / tsc_ghz / t->n, 100.0 * t->slow / t->n, t->n);
}

/* Events on the measuring thread itself. */
static void own_event(int event) {
    static atomic_uint nobody;
    struct timespec nap = {0, 20000};
    if (event == 1)
        futex(&nobody, FUTEX_WAKE_PRIVATE, 1);
    else if (event == 2)
        sched_yield();
    else if (event == 3)
        nanosleep(&nap, NULL);
}

/* A thread woken by FUTEX_WAKE from CPU 0, on CPU 1 (or on CPU 0). */
static atomic_uint word, stop;
static int woken_cpu;
static uint64_t (*woken_chain)(void);
static struct tally woken;

static void *sleeper(void *unused) {
    (void)unused;
    pin(woken_cpu);
    while (!atomic_load(&stop)) {
        unsigned seen = atomic_load(&word);
        futex(&word, FUTEX_WAIT_PRIVATE, seen);
        if (!atomic_load(&stop))
            measure(woken_chain, &woken);
    }
    return NULL;
}

static void woken_case(const char *what, int cpu, uint64_t (*chain)(void), const char *kind) {
    pthread_t t;
    woken = (struct tally){0};
    woken_cpu = cpu;
    woken_chain = chain;
    atomic_store(&stop, 0);
    pthread_create(&t, NULL, sleeper, NULL);
    struct timespec gap = {0, 100000};
    /* The waker sleeps 100 us between wake-ups, so the woken thread is back
     * in the kernel when the next one comes (a wake-up that finds it still
     * running is not measured). */
    for (int i = 0; i < ROUNDS; i++) {
        nanosleep(&gap, NULL);
        atomic_fetch_add(&word, 1);
        futex(&word, FUTEX_WAKE_PRIVATE, 1);
    }
    atomic_store(&stop, 1);
    atomic_fetch_add(&word, 1);
    futex(&word, FUTEX_WAKE_PRIVATE, 1);
    pthread_join(t, NULL);
    report(what, kind, &woken);
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

int main(void) {
    pin(0);
    double t0 = now_ns();
    uint64_t c0 = __rdtsc();
    struct timespec cal = {0, 50000000};
    nanosleep(&cal, NULL);
    tsc_ghz = (__rdtsc() - c0) / (now_ns() - t0);
    printf("TSC %.3f GHz; %d rounds of %d units per case\n", tsc_ghz, ROUNDS, UNITS);
    const char *own[] = {"no event", "after futex wake (nobody waits)", "after sched_yield",
                         "after nanosleep 20 us"};
    for (int event = 0; event < 4; event++) {
        struct tally r = {0}, s = {0};
        for (int i = 0; i < ROUNDS; i++) {
            own_event(event);
            measure(chain_register, &r);
            own_event(event);
            measure(chain_stack, &s);
        }
        report(own[event], "register", &r);
        report(own[event], "stack", &s);
    }
    woken_case("woken by FUTEX_WAKE, on the other CPU", 1, chain_register, "register");
    woken_case("woken by FUTEX_WAKE, on the other CPU", 1, chain_stack, "stack");
    woken_case("woken by FUTEX_WAKE, on the waker's CPU", 0, chain_register, "register");
    woken_case("woken by FUTEX_WAKE, on the waker's CPU", 0, chain_stack, "stack");
    return 0;
}
