/// The constraints an engine holds, each with its ``Tag``.
///
/// A constraint keeps the tag of the engine holding it in fields of its own
/// (``Constraint/holderSerial`` and the three after it), so finding a constraint's row
/// is a read of the object the caller passes anyway, not a hashed lookup. A dictionary of
/// tags cost every add an insertion at a random place and every removal a lookup; on
/// the trimmed heap of each benchmark run, a dictionary of a 100-view chain's 301 tags
/// took 7 page faults and 33–40 µs to fill, a tenth of that chain's build.
///
/// A constraint whose fields another live engine holds (one whose terms bind no
/// variable, such as `0 ≤ 5`, can sit in two solvers) is kept in a dictionary instead.
struct ConstraintTags {
    /// The serial of the engine these tags belong to.
    let serial: Int
    /// How many constraints are held.
    private(set) var count = 0
    /// Tags of held constraints whose fields belong to another engine.
    private var foreign: [ObjectKey: Tag] = [:] {
        didSet { foreignCount = foreign.count }
    }
    /// How many tags `foreign` holds (read by the engine without copying these tags).
    private(set) var foreignCount = 0

    init(serial: Int) {
        self.serial = serial
    }

    var isEmpty: Bool { count == 0 }

    /// `constraint`'s tag here, or nil if this engine does not hold it.
    @inline(__always)
    func tag(of constraint: Constraint) -> Tag? {
        if constraint.holderSerial == serial {
            return Tag(constraint: constraint, order: constraint.heldOrder, marker: constraint.heldMarker,
                       other: constraint.heldOther)
        }
        return foreign.isEmpty ? nil : foreign[ObjectKey(constraint)]
    }

    /// Whether this engine holds `constraint`.
    @inline(__always)
    func contains(_ constraint: Constraint) -> Bool {
        constraint.holderSerial == serial || (!foreign.isEmpty && foreign[ObjectKey(constraint)] != nil)
    }

    /// Records a constraint this engine does not hold yet.
    mutating func insert(_ tag: Tag) {
        let constraint = tag.constraint
        if constraint.holderSerial == 0 {
            constraint.setHeld(by: serial, order: tag.order, marker: tag.marker, other: tag.other)
        } else {
            foreign[ObjectKey(constraint)] = tag
        }
        count += 1
    }

    /// Forgets `constraint`; returns its tag, or nil if it was not held here.
    mutating func remove(_ constraint: Constraint) -> Tag? {
        if constraint.holderSerial == serial {
            let tag = tag(of: constraint)
            constraint.setHeld(by: 0, tag: nil)
            count -= 1
            return tag
        }
        guard !foreign.isEmpty, let tag = foreign.removeValue(forKey: ObjectKey(constraint)) else { return nil }
        count -= 1
        return tag
    }

    /// Changes the added order of a held constraint.
    mutating func setOrder(of constraint: Constraint, to order: Int) {
        if constraint.holderSerial == serial {
            constraint.heldOrder = order
        } else if let tag = foreign[ObjectKey(constraint)] {
            foreign[ObjectKey(constraint)] = Tag(constraint: constraint, order: order, marker: tag.marker, other: tag.other)
        }
    }

    /// Gives the fields of the held constraints among `owners` (each held constraint's
    /// marker, or any symbol it owns) back: they name no engine afterwards. The foreign
    /// ones are left as they are.
    func releaseFields<S: Sequence>(of owners: S) where S.Element == Constraint {
        for constraint in owners where constraint.holderSerial == serial {
            constraint.setHeld(by: 0, tag: nil)
        }
    }

    /// Binds `tags` (the ones this engine held in fields before it released them) to
    /// this engine again, taking them from whatever engine bound them since.
    func reclaimFields(of tags: [Tag]) {
        for tag in tags { tag.constraint.setHeld(by: serial, tag: tag) }
    }
}

extension Constraint {
    /// Writes the holder fields: `serial` and `tag`'s marker, second error and order, or
    /// no holder (`serial` 0, no tag).
    @inline(__always)
    func setHeld(by serial: Int, order: Int, marker: Int32, other: Int32) {
        holderSerial = serial
        heldOrder = order
        heldMarker = marker
        heldOther = other
    }

    /// ``setHeld(by:order:marker:other:)`` from an optional tag.
    @inline(__always)
    func setHeld(by serial: Int, tag: Tag?) {
        holderSerial = serial
        heldOrder = tag?.order ?? 0
        heldMarker = tag?.marker ?? -1
        heldOther = tag?.other ?? -1
    }
}
