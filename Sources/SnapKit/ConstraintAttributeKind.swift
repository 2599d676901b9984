import Foundation
/// A phantom type that tags each stage of the DSL with the kind of attributes it holds.
///
/// The kind is never instantiated; it only selects which relations and modifiers exist
/// at compile time. `make.leading` is a ``ConstraintMakerExtendable`` of
/// ``ConstraintKind/DirectionalX``, so `make.leading.equalTo(other.snp.top)` and
/// `make.leading.equalTo(other.snp.left)` do not compile, and `make.top.equalTo(x)`
/// returns an editable stage without `multipliedBy(_:)`.
///
/// Chaining more attributes (`make.top.left`, `make.width.height`) computes the new kind
/// through ``AddingPosition`` and ``AddingDimension``.
public protocol ConstraintAttributeKind {
    /// The kind after chaining a position attribute (an edge, a centre, a baseline).
    associatedtype AddingPosition: ConstraintAttributeKind
    /// The kind after chaining a dimension (`width` or `height`).
    associatedtype AddingDimension: ConstraintAttributeKind
}

/// Kinds whose attributes are sizes, so that a multiplier makes sense
/// (``ConstraintKind/Dimension`` and ``ConstraintKind/Size``).
public protocol ConstraintDimensionKind: ConstraintAttributeKind {}

/// Kinds that relate only to DSL attributes of exactly the same kind
/// (`make.top` to `other.snp.bottom`, `make.edges` to `other.snp.margins`).
public protocol ConstraintExactKind: ConstraintAttributeKind {}

/// Kinds built by chaining (`make.top.left`): they relate to any DSL attribute, and the
/// pairing is checked when the constraints are made (a mismatch is logged, not a crash).
public protocol ConstraintChainKind: ConstraintAttributeKind {}

/// Horizontal attributes that may relate to left/right (`left`, `right`, `centerX`).
public protocol ConstraintAbsoluteXCompatible: ConstraintXAxisKind {}

/// Horizontal attributes that may relate to leading/trailing (`leading`, `trailing`, `centerX`).
public protocol ConstraintDirectionalXCompatible: ConstraintXAxisKind {}

/// Every single horizontal attribute kind.
public protocol ConstraintXAxisKind: ConstraintAttributeKind {}

/// Kinds that may relate to a bare number: a size becomes that constant, a position
/// becomes the superview's same attribute plus the number.
public protocol ConstraintNumberRelatableKind: ConstraintAttributeKind {}

/// Kinds that may relate to `UIEdgeInsets` (edges, and chains of edges).
public protocol ConstraintEdgeInsetsRelatableKind: ConstraintAttributeKind {}

/// Kinds that may relate to `NSDirectionalEdgeInsets` (leading/trailing edges).
public protocol ConstraintDirectionalInsetsRelatableKind: ConstraintAttributeKind {}

/// The attribute kinds of the DSL (phantom types; see ``ConstraintAttributeKind``).
public enum ConstraintKind {
    /// `left`, `right`, `leftMargin`, `rightMargin`.
    public enum AbsoluteX: ConstraintAbsoluteXCompatible, ConstraintNumberRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// `leading`, `trailing`, `leadingMargin`, `trailingMargin`.
    public enum DirectionalX: ConstraintDirectionalXCompatible, ConstraintNumberRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// `centerX`, `centerXWithinMargins`: relate to any horizontal attribute.
    public enum CenterX: ConstraintAbsoluteXCompatible, ConstraintDirectionalXCompatible, ConstraintNumberRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// `top`, `bottom`, `centerY`, the baselines and the vertical margins.
    public enum YAxis: ConstraintExactKind, ConstraintNumberRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// `width` or `height`.
    public enum Dimension: ConstraintDimensionKind, ConstraintExactKind, ConstraintNumberRelatableKind {
        /// Chaining a position gives ``Mixed``.
        public typealias AddingPosition = Mixed
        /// Chaining a width or height gives ``Size``.
        public typealias AddingDimension = Size
    }

    /// `size` (width and height), also `make.width.height`.
    public enum Size: ConstraintDimensionKind, ConstraintExactKind, ConstraintNumberRelatableKind {
        /// Chaining a position gives ``Mixed``.
        public typealias AddingPosition = Mixed
        /// Chaining a width or height gives ``Size``.
        public typealias AddingDimension = Size
    }

    /// `center`, `centerWithinMargins` (centerX and centerY).
    public enum Center: ConstraintExactKind, ConstraintNumberRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// `edges`, `margins` (top, left, bottom, right).
    public enum Edges: ConstraintExactKind, ConstraintNumberRelatableKind, ConstraintEdgeInsetsRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// `horizontalEdges` (left and right).
    public enum HorizontalEdges: ConstraintExactKind, ConstraintNumberRelatableKind, ConstraintEdgeInsetsRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// `verticalEdges`, `directionalVerticalEdges` (top and bottom).
    public enum VerticalEdges: ConstraintExactKind, ConstraintNumberRelatableKind, ConstraintEdgeInsetsRelatableKind,
        ConstraintDirectionalInsetsRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// `directionalEdges`, `directionalMargins` (top, leading, bottom, trailing).
    public enum DirectionalEdges: ConstraintExactKind, ConstraintNumberRelatableKind, ConstraintEdgeInsetsRelatableKind,
        ConstraintDirectionalInsetsRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// `directionalHorizontalEdges` (leading and trailing).
    public enum DirectionalHorizontalEdges: ConstraintExactKind, ConstraintNumberRelatableKind, ConstraintEdgeInsetsRelatableKind,
        ConstraintDirectionalInsetsRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// A chain of position attributes (`make.top.left`).
    public enum Positions: ConstraintChainKind, ConstraintNumberRelatableKind, ConstraintEdgeInsetsRelatableKind,
        ConstraintDirectionalInsetsRelatableKind {
        /// Chaining a position gives ``Positions``.
        public typealias AddingPosition = Positions
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// A chain that mixes positions and dimensions (`make.left.width`).
    public enum Mixed: ConstraintChainKind, ConstraintNumberRelatableKind {
        /// Chaining a position gives ``Mixed``.
        public typealias AddingPosition = Mixed
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }

    /// The stage after relating to a plain value (a number, size, point or insets): there
    /// is no second item, so no multiplier.
    public enum Value: ConstraintAttributeKind {
        /// Chaining a position gives ``Mixed``.
        public typealias AddingPosition = Mixed
        /// Chaining a width or height gives ``Mixed``.
        public typealias AddingDimension = Mixed
    }
}
