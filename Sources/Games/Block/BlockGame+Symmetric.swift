extension BlockGame: Symmetric {
    public var symmetryCount: Int { symmetries.count }

    public func image(of position: BlockPosition, symmetry s: Int) -> BlockPosition {
        var image = position
        image.x = symmetries.apply(s, to: position.x)
        image.o = symmetries.apply(s, to: position.o)
        image.kinds = symmetries.apply(s, toKinds: position.kinds)
        return image
    }
}
