internal import CCairo
import Foundation

extension CGContext {
    /// A conic (angular) gradient round `center` (user space), location 0 at `startAngle`
    /// sweeping a full turn to increasing angles, out to `radius`: cairo 1.16 has no conic
    /// pattern, so it is a mesh of thin wedges, each shading between its edges' colours.
    func drawConicGradient(_ gradient: CGGradient, center: CGPoint, startAngle: CGFloat, radius: CGFloat) {
        guard center.isFinitePoint, startAngle.isFinite, radius.isFinite, radius > 0, !gradient.stops.isEmpty else { return }
        let mesh = cairo_pattern_create_mesh()!
        defer { cairo_pattern_destroy(mesh) }
        let wedges = 180
        func color(at t: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            let stops = gradient.stops
            guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
            if t <= first.location { return first.color }
            for index in 1..<stops.count where t <= stops[index].location {
                let a = stops[index - 1], b = stops[index]
                let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
                return (a.color.0 + (b.color.0 - a.color.0) * f, a.color.1 + (b.color.1 - a.color.1) * f,
                        a.color.2 + (b.color.2 - a.color.2) * f, a.color.3 + (b.color.3 - a.color.3) * f)
            }
            return last.color
        }
        for wedge in 0..<wedges {
            let t0 = CGFloat(wedge) / CGFloat(wedges), t1 = CGFloat(wedge + 1) / CGFloat(wedges)
            let a0 = Double(startAngle + t0 * 2 * .pi), a1 = Double(startAngle + t1 * 2 * .pi)
            let c0 = color(at: t0), c1 = color(at: t1)
            let cx = Double(center.x), cy = Double(center.y), r = Double(radius)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, cx, cy)
            cairo_mesh_pattern_line_to(mesh, cx + r * cos(a0), cy + r * sin(a0))
            cairo_mesh_pattern_line_to(mesh, cx + r * cos(a1), cy + r * sin(a1))
            cairo_mesh_pattern_line_to(mesh, cx, cy)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Double(c.0), Double(c.1), Double(c.2), Double(c.3))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        let elements = pathElements()
        cairo_new_path(cr)
        render(.paint, alpha: gstate.alpha) { cairo_set_source($0, mesh) }
        append(elements)
    }
}
