extension BlockGame: Symmetric {
    public var symmetryCount: Int { symmetries.count }

    public func image(of position: BlockPosition, symmetry s: Int) -> BlockPosition {
        BlockPosition(x: symmetries.apply(s, to: position.x), o: symmetries.apply(s, to: position.o), mover: position.mover)
    }
}
