//! `--plot`: ops/s against threads as hand-written SVG line charts, one
//! chart (panel) per workload stacked top to bottom in one file, one line
//! per lock. The thread axis is logarithmic (base 2) with a tick at every
//! thread count measured; each panel's ops/s axis is linear from zero.

use std::fmt::Write as _;

/// One chart: a workload's lines.
pub struct Panel {
    pub title: String,
    pub subtitle: String,
    pub series: Vec<Series>,
}

/// One line of a chart.
pub struct Series {
    pub name: String,
    /// (threads, ops/s), ascending in threads.
    pub points: Vec<(usize, f64)>,
}

const WIDTH: f64 = 860.0;
const HEIGHT: f64 = 500.0;
const LEFT: f64 = 90.0;
const RIGHT: f64 = 200.0;
const TOP: f64 = 60.0;
const BOTTOM: f64 = 60.0;
/// Colours that stay apart for the common forms of colour blindness
/// (Okabe and Ito's palette), then grey.
const COLOURS: [&str; 8] = [
    "#0072B2", "#56B4E9", "#009E73", "#E69F00", "#D55E00", "#CC79A7", "#000000", "#999999",
];

/// Escapes text for SVG.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A "nice" tick step (1, 2 or 5 times a power of ten) giving about five
/// ticks up to `max`.
fn tick_step(max: f64) -> f64 {
    let raw = max / 5.0;
    let magnitude = 10f64.powf(raw.log10().floor());
    let fraction = raw / magnitude;
    let nice = if fraction <= 1.0 {
        1.0
    } else if fraction <= 2.0 {
        2.0
    } else if fraction <= 5.0 {
        5.0
    } else {
        10.0
    };
    nice * magnitude
}

/// Ops/s as a short label: 12.5M, 800k.
fn ops_label(v: f64) -> String {
    if v == 0.0 {
        "0".to_string()
    } else if v >= 1e6 {
        format!("{}M", trim(v / 1e6))
    } else if v >= 1e3 {
        format!("{}k", trim(v / 1e3))
    } else {
        trim(v)
    }
}

fn trim(v: f64) -> String {
    let s = format!("{v:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// The whole file: the panels stacked, each `HEIGHT` tall.
pub fn svg(threads: &[usize], panels: &[Panel]) -> String {
    let height = HEIGHT * panels.len().max(1) as f64;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(
        out,
        r#"<rect width="{WIDTH}" height="{height}" fill="white"/>"#
    );
    for (i, p) in panels.iter().enumerate() {
        let _ = writeln!(
            out,
            r#"<g transform="translate(0 {:.1})">"#,
            HEIGHT * i as f64
        );
        out.push_str(&panel(&p.title, &p.subtitle, threads, &p.series));
        out.push_str("</g>\n");
    }
    out.push_str("</svg>\n");
    out
}

/// One chart, drawn in a `WIDTH` x `HEIGHT` box at the origin.
fn panel(title: &str, subtitle: &str, threads: &[usize], series: &[Series]) -> String {
    let plot_w = WIDTH - LEFT - RIGHT;
    let plot_h = HEIGHT - TOP - BOTTOM;
    let (t_min, t_max) = (
        threads.iter().copied().min().unwrap_or(1).max(1) as f64,
        threads.iter().copied().max().unwrap_or(1).max(1) as f64,
    );
    let x = |t: usize| -> f64 {
        if t_max > t_min {
            LEFT + plot_w * ((t as f64).log2() - t_min.log2()) / (t_max.log2() - t_min.log2())
        } else {
            LEFT + plot_w / 2.0
        }
    };
    let y_top_value = series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.1))
        .filter(|v| v.is_finite())
        .fold(0.0f64, f64::max);
    let step = tick_step(if y_top_value > 0.0 { y_top_value } else { 1.0 });
    let y_max = (y_top_value / step).ceil().max(1.0) * step;
    let y = |v: f64| -> f64 { TOP + plot_h * (1.0 - v / y_max) };

    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<text x="{}" y="24" text-anchor="middle" font-size="15" font-weight="bold">{}</text>"#,
        LEFT + plot_w / 2.0,
        escape(title)
    );
    let _ = writeln!(
        out,
        r##"<text x="{}" y="42" text-anchor="middle" fill="#444">{}</text>"##,
        LEFT + plot_w / 2.0,
        escape(subtitle)
    );

    // Grid and y ticks.
    let mut v = 0.0;
    while v <= y_max * (1.0 + 1e-9) {
        let py = y(v);
        let _ = writeln!(
            out,
            r##"<line x1="{LEFT}" y1="{py:.1}" x2="{:.1}" y2="{py:.1}" stroke="#ddd"/>"##,
            LEFT + plot_w
        );
        let _ = writeln!(
            out,
            r#"<text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"#,
            LEFT - 8.0,
            py + 4.0,
            ops_label(v)
        );
        v += step;
    }
    // x ticks at every thread count.
    for &t in threads {
        let px = x(t);
        let _ = writeln!(
            out,
            r##"<line x1="{px:.1}" y1="{TOP}" x2="{px:.1}" y2="{:.1}" stroke="#eee"/>"##,
            TOP + plot_h
        );
        let _ = writeln!(
            out,
            r#"<text x="{px:.1}" y="{:.1}" text-anchor="middle">{t}</text>"#,
            TOP + plot_h + 18.0
        );
    }
    // Axes and their labels.
    let _ = writeln!(
        out,
        r#"<path d="M{LEFT} {TOP} V{:.1} H{:.1}" fill="none" stroke="black"/>"#,
        TOP + plot_h,
        LEFT + plot_w
    );
    let _ = writeln!(
        out,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">threads (log scale)</text>"#,
        LEFT + plot_w / 2.0,
        HEIGHT - 18.0
    );
    let _ = writeln!(
        out,
        r#"<text transform="translate(22 {:.1}) rotate(-90)" text-anchor="middle">lock/unlock operations per second</text>"#,
        TOP + plot_h / 2.0
    );

    // One line per lock, markers at the measured points, and the legend.
    for (i, s) in series.iter().enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        let dash = if i >= COLOURS.len() {
            r#" stroke-dasharray="6 3""#
        } else {
            ""
        };
        let points: Vec<String> = s
            .points
            .iter()
            .filter(|p| p.1.is_finite())
            .map(|&(t, v)| format!("{:.1},{:.1}", x(t), y(v)))
            .collect();
        let _ = writeln!(
            out,
            r#"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>"#,
            points.join(" ")
        );
        for &(t, v) in s.points.iter().filter(|p| p.1.is_finite()) {
            let _ = writeln!(
                out,
                r#"<circle cx="{:.1}" cy="{:.1}" r="3.5" fill="{colour}"><title>{}: {} threads, {:.0} ops/s</title></circle>"#,
                x(t),
                y(v),
                escape(&s.name),
                t,
                v
            );
        }
        let ly = TOP + 10.0 + 20.0 * i as f64;
        let lx = LEFT + plot_w + 20.0;
        let _ = writeln!(
            out,
            r#"<line x1="{lx:.1}" y1="{ly:.1}" x2="{:.1}" y2="{ly:.1}" stroke="{colour}" stroke-width="2"{dash}/>"#,
            lx + 24.0
        );
        let _ = writeln!(
            out,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            lx + 30.0,
            ly + 4.0,
            escape(&s.name)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nice_tick_steps() {
        assert_eq!(tick_step(100.0), 20.0);
        assert_eq!(tick_step(9.0), 2.0);
        assert_eq!(tick_step(140e6), 50e6);
    }

    #[test]
    fn one_polyline_and_legend_entry_per_series() {
        let series: Vec<Series> = ["a", "b<c"]
            .iter()
            .map(|name| Series {
                name: name.to_string(),
                points: vec![(1, 10.0), (4, 5.0)],
            })
            .collect();
        let panels = [
            Panel {
                title: "t".to_string(),
                subtitle: "s".to_string(),
                series,
            },
            Panel {
                title: "second".to_string(),
                subtitle: "s".to_string(),
                series: Vec::new(),
            },
        ];
        let svg = svg(&[1, 4], &panels);
        assert_eq!(svg.matches("<polyline").count(), 2);
        assert_eq!(svg.matches("<g transform").count(), 2);
        assert!(svg.contains(&format!(r#"height="{}""#, 2.0 * HEIGHT)));
        assert!(svg.contains(">b&lt;c</text>"));
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    }
}
