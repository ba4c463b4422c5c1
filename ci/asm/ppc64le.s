# target powerpc64le-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	li      r5,0
	li      r6,1
.L0:
	lwarx   r4,0,r3,1
	cmpw    r4,r5
	bne-    .L1
	stwcx.  r6,0,r3
	bne-    .L0
	isync
.L1:
	cmplwi  r4,0
	beqlr
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_try_lock
	li      r5,0
	li      r6,1
.L0:
	lwarx   r4,0,r3,1
	cmpw    r4,r5
	bne-    .L1
	stwcx.  r6,0,r3
	bne-    .L0
	isync
.L1:
	cmplwi  r4,0
	crset   4*cr1+eq
	bne     .L6
.L2:
	li      r3,0
	li      r4,1
	isel    r3,r4,r3,4*cr1+eq
	blr
.L3:
	ori     r5,r4,1
.L4:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L5
	stwcx.  r5,0,r3
	bne-    .L4
	isync
.L5:
	cmplw   r6,r4
	mr      r4,r6
	beq     .L2
.L6:
	andi.   r5,r4,9
	beq     .L3
	cmpwi   cr1,r5,0
	li      r3,0
	li      r4,1
	isel    r3,r4,r3,4*cr1+eq
	blr

== hintlock_probe_unlock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beqlr
	addi    r4,r4,-1
	clrldi  r4,r4,32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>

== hintlock_probe_unlock_fair
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	lwz     r4,0(r3)
	cmplwi  r4,31
	bgt     .L1
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beqlr
	addi    r4,r4,-1
	clrldi  r4,r4,32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>
	.long   0x0
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow+0x8>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	andi.   r5,r4,25
	mcrf    cr1,cr0
.L0:
	andi.   r5,r4,25
	bne     .L3
	ori     r5,r4,1
.L1:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r6,r4
	mr      r4,r6
	beqlr
	b       .L0
.L3:
	andi.   r4,r4,1
	li      r4,1
	crnand  4*cr5+lt,4*cr1+eq,gt
	isel    r4,0,r4,4*cr5+lt
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow+0x8>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	std     r29,-24(r1)
	std     r30,-16(r1)
	stdu    r1,-64(r1)
	andi.   r5,r4,16
	std     r0,80(r1)
	bne     .L5
	li      r6,2
	andi.   r5,r4,8
	bne     .L3
.L0:
	cmplwi  cr1,r4,32
	andi.   r5,r4,10
	crorc   4*cr5+lt,4*cr1+lt,eq
	blt     cr5,.L4
	lwarx   r5,0,r3
	cmplw   r5,r4
	bne-    .L1
	ori     r4,r4,2
	crset   4*cr5+lt
	stwcx.  r4,0,r3
	bne-    .L1
	mr      r4,r5
	bge     cr5,.L0
	b       .L2
.L1:
	mr      r4,r5
	b       .L0
.L2:
	li      r6,1
.L3:
	li      r4,1
	li      r5,128
	bl      <hintlock::futex::linux::wake+0x8>
	nop
.L4:
	addi    r1,r1,64
	ld      r0,16(r1)
	ld      r30,-16(r1)
	ld      r29,-24(r1)
	mtlr    r0
	blr
.L5:
	mr      r30,r3
	mr      r29,r4
	bl      <hintlock::spin::policy::released+0x8>
	nop
	mr      r4,r29
	mr      r3,r30
	li      r6,2
	andi.   r5,r4,8
	beq     .L0
	b       .L3

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	nop
	nop
	nop
.L0:
	cmplwi  cr1,r4,32
	srwi    r5,r4,3
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	blt     cr5,.L3
	ori     r5,r4,4
	lwsync
.L1:
	lwarx   r6,0,r3
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
.L2:
	cmplw   r6,r4
	mr      r4,r6
	bne     .L0
	li      r4,1
	li      r5,128
	li      r6,1
	bl      <hintlock::futex::linux::wake+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L3:
	li      r5,1
	lwsync
.L4:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L4
	cmplwi  r4,1
	bne     .L5
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-400(r1)
	std     r0,416(r1)
	li      r5,240
	andi.   r4,r4,1
	xxlxor  vs0,vs0,vs0
	li      r4,56
	std     r30,384(r1)
	mr      r30,r3
	li      r3,0
	std     r14,256(r1)
	stvx    v31,r1,r5
	addi    r5,r1,104
	std     r15,264(r1)
	std     r16,272(r1)
	std     r17,280(r1)
	std     r18,288(r1)
	std     r19,296(r1)
	std     r20,304(r1)
	stxvd2x vs0,r5,r4
	li      r4,72
	std     r21,312(r1)
	std     r22,320(r1)
	std     r23,328(r1)
	std     r24,336(r1)
	std     r25,344(r1)
	std     r26,352(r1)
	stxvd2x vs0,r5,r4
	li      r4,81
	std     r27,360(r1)
	std     r28,368(r1)
	std     r29,376(r1)
	std     r31,392(r1)
	stw     r3,104(r1)
	stb     r3,201(r1)
	stxvd2x vs0,r5,r4
	lis     r4,15258
	ori     r4,r4,51712
	stw     r4,120(r1)
	stw     r4,136(r1)
	stw     r4,152(r1)
	ble     .L0
	li      r3,1
	stb     r3,198(r1)
.L0:
	lwz     r22,0(r30)
	srwi    r3,r22,4
	andi.   r3,r3,1
	nop
	crmove  4*cr2+lt,gt
	nop
	addi    r3,r13,-28616
	nop
	ld      r4,0(r3)
	ld      r29,8(r3)
	stxvd2x vs0,0,r3
	cmpd    r4,r30
	crand   4*cr5+lt,4*cr2+lt,eq
	bge     cr5,.L4
	addi    r4,r1,224
	li      r3,1
	bl      <0000008b.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,24(r1)
	cmplwi  r3,0
	bne-    .L83
	ld      r27,224(r1)
	ld      r28,232(r1)
	addi    r4,r1,224
	li      r3,1
	bl      <0000008b.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,24(r1)
	cmplwi  r3,0
	bne-    .L83
	lis     r3,15258
	sradi   r5,r28,63
	ld      r6,232(r1)
	ori     r4,r3,51712
	sradi   r3,r27,63
	andc    r5,r28,r5
	andc    r3,r27,r3
	mulld   r3,r3,r4
	add     r3,r3,r5
	ld      r5,224(r1)
	sradi   r7,r5,63
	andc    r5,r5,r7
	mulld   r4,r5,r4
	sradi   r5,r6,63
	andc    r5,r6,r5
	add     r4,r4,r5
	subfc   r5,r3,r4
	li      r4,0
	addze.  r6,r4
	iseleq  r6,0,r5
	nop
	addi    r5,r2,-32496
	ld      r7,0(r5)
	cmpld   r6,r7
	bge     .L2
.L1:
	ldarx   r7,0,r5
	cmpld   r7,r6
	blt     .L2
	stdcx.  r6,0,r5
	bne-    .L1
.L2:
	subfc   r6,r29,r3
	ld      r5,0(r5)
	addze.  r7,r4
	iseleq  r6,0,r6
	subfc   r7,r5,r6
	addze.  r8,r4
	iseleq  r4,r4,r7
	cmpdi   r5,-1
	iseleq  r8,r6,r4
	lis     r4,-25033
	ori     r4,r4,31161
	rldic   r4,r4,32,0
	cmpldi  r8,60
	oris    r4,r4,32586
	ori     r4,r4,31765
	mulld   r5,r30,r4
	rotldi  r4,r5,6
	rldic   r6,r4,6,52
	nop
	addi    r7,r2,-29888
	add     r4,r7,r6
	ldx     r6,r7,r6
	li      r7,1
	blt     .L3
	clrldi  r8,r6,63
	andi.   r7,r6,2
	li      r7,2
	ori     r8,r8,2
	iseleq  r7,r8,r7
.L3:
	srdi    r26,r5,58
	andi.   r5,r6,28
	rldimi  r5,r7,0,62
	rldimi  r5,r3,5,0
	std     r5,0(r4)
	b       .L5
.L4:
	lis     r3,-25033
	ori     r3,r3,31161
	rldic   r3,r3,32,0
	oris    r3,r3,32586
	ori     r3,r3,31765
	mulld   r3,r30,r3
	srdi    r26,r3,58
.L5:
	lis     r3,15258
	addi    r25,r1,160
	li      r19,-17
	li      r31,1
	li      r24,0
	li      r27,2
	xxlxor  vs63,vs63,vs63
	crclr   4*cr2+eq
	crclr   4*cr2+gt
	ori     r29,r3,51712
	nop
	nop
	mr      r23,r29
	addi    r3,r13,-28600
	nop
	mr      r28,r3
	nop
	nop
	addi    r3,r13,-28672
	nop
	nop
	mr      r21,r3
	sldi    r3,r26,6
	addi    r4,r2,-29888
	add     r26,r4,r3
	nop
	nop
	addi    r3,r13,-28624
	nop
	lis     r4,15258
	lis     r5,-25033
	lis     r6,762
	addi    r0,r1,104
	li      r7,-25
	li      r8,-23
	li      r9,-31
	li      r10,-19
	li      r11,-1
	ori     r20,r4,51712
	lis     r4,-32768
	ori     r17,r5,31161
	ori     r6,r6,61568
	ori     r4,r4,1
	rldic   r18,r4,1,31
	lis     r4,7
	ori     r12,r4,41248
.L6:
	cmpw    cr3,r23,r29
.L7:
	isel    r16,r7,r19,4*cr2+gt
	isel    r15,r9,r8,4*cr2+gt
	mr      r4,r22
	and     r14,r16,r10
.L8:
	crclr   4*cr2+so
	mr      r19,r4
	ble     cr2,.L26
.L9:
	andi.   r4,r19,1
	bgt     .L23
	bne     cr2,.L16
	nop
	nop
	nop
.L10:
	lbz     r4,199(r1)
	stb     r31,197(r1)
	stw     r24,192(r1)
	andi.   r4,r4,1
	stb     r24,199(r1)
	ble     .L11
	stb     r24,200(r1)
	std     r24,0(r28)
	stw     r24,8(r28)
.L11:
	addi    r4,r19,-31
	and     r4,r4,r14
.L12:
	lwarx   r22,0,r30,1
	cmpw    r22,r19
	bne-    .L13
	stwcx.  r4,0,r30
	bne-    .L12
	isync
.L13:
	ld      r4,168(r1)
	cmpldi  r4,0
	bne     .L15
	cmpw    r22,r19
	beq     .L81
.L14:
	mr      r19,r22
	andi.   r4,r22,1
	ble     .L10
	b       .L22
.L15:
	mr      r27,r3
	mr      r3,r0
	stw     r17,100(r1)
	std     r21,88(r1)
	mr      r17,r0
	std     r18,80(r1)
	mr      r18,r25
	stw     r12,72(r1)
	mr      r25,r6
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	lwz     r12,72(r1)
	mr      r6,r25
	li      r11,-1
	mr      r25,r18
	ld      r18,80(r1)
	ld      r21,88(r1)
	mr      r0,r17
	lwz     r17,100(r1)
	mr      r3,r27
	li      r27,2
	cmpw    r22,r19
	bne     .L14
	b       .L81
	nop
	nop
	nop
	nop
	nop
	nop
.L16:
	lbz     r4,199(r1)
	stb     r31,197(r1)
	stw     r24,192(r1)
	andi.   r4,r4,1
	stb     r24,199(r1)
	ble     .L17
	stb     r24,200(r1)
	std     r24,0(r28)
	stw     r24,8(r28)
.L17:
	ori     r4,r19,1
	and     r4,r4,r16
.L18:
	lwarx   r22,0,r30,1
	cmpw    r22,r19
	bne-    .L19
	stwcx.  r4,0,r30
	bne-    .L18
	isync
.L19:
	ld      r4,168(r1)
	cmpldi  r4,0
	bne     .L21
	cmpw    r22,r19
	beq     .L81
.L20:
	mr      r19,r22
	andi.   r4,r22,1
	ble     .L16
	b       .L22
.L21:
	mr      r27,r3
	mr      r3,r0
	stw     r17,100(r1)
	std     r21,88(r1)
	mr      r17,r0
	std     r18,80(r1)
	mr      r18,r25
	stw     r12,72(r1)
	mr      r25,r6
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	lwz     r12,72(r1)
	mr      r6,r25
	li      r11,-1
	mr      r25,r18
	ld      r18,80(r1)
	ld      r21,88(r1)
	mr      r0,r17
	lwz     r17,100(r1)
	mr      r3,r27
	li      r27,2
	cmpw    r22,r19
	bne     .L20
	b       .L81
	nop
	nop
.L22:
	mr      r19,r22
	stb     r31,198(r1)
.L23:
	srwi    r4,r19,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+eq
	bge     cr5,.L43
	rlwinm  r4,r19,0,31,28
	crset   4*cr2+eq
	addi    r4,r4,-32
	and     r4,r4,r15
.L24:
	lwarx   r5,0,r30,1
	cmpw    r5,r19
	bne-    .L25
	stwcx.  r4,0,r30
	bne-    .L24
	isync
.L25:
	cmplw   r5,r19
	mr      r19,r5
	bne     .L9
	b       .L81
.L26:
	andi.   r4,r19,1
	bgt     .L40
	bne     cr2,.L33
	nop
	nop
	nop
	nop
	nop
.L27:
	andi.   r4,r19,8
	bne     .L40
	lbz     r4,199(r1)
	stb     r31,197(r1)
	stw     r24,192(r1)
	andi.   r4,r4,1
	stb     r24,199(r1)
	ble     .L28
	stb     r24,200(r1)
	std     r24,0(r28)
	stw     r24,8(r28)
.L28:
	addi    r4,r19,-31
	and     r4,r4,r14
.L29:
	lwarx   r22,0,r30,1
	cmpw    r22,r19
	bne-    .L30
	stwcx.  r4,0,r30
	bne-    .L29
	isync
.L30:
	ld      r4,168(r1)
	cmpldi  r4,0
	bne     .L32
	cmpw    r22,r19
	beq     .L81
.L31:
	mr      r19,r22
	andi.   r4,r22,1
	ble     .L27
	b       .L39
.L32:
	addi    r4,r1,104
	mr      r5,r25
	mr      r27,r3
	std     r0,64(r1)
	mr      r25,r21
	std     r18,80(r1)
	mr      r21,r6
	stw     r12,72(r1)
	mr      r3,r4
	mr      r18,r5
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r4,r18
	lwz     r12,72(r1)
	li      r11,-1
	ld      r18,80(r1)
	ld      r0,64(r1)
	mr      r6,r21
	mr      r3,r27
	li      r27,2
	mr      r21,r25
	mr      r25,r4
	cmpw    r22,r19
	bne     .L31
	b       .L81
	nop
	nop
	nop
.L33:
	andi.   r4,r19,8
	bne     .L40
	lbz     r4,199(r1)
	stb     r31,197(r1)
	stw     r24,192(r1)
	andi.   r4,r4,1
	stb     r24,199(r1)
	ble     .L34
	stb     r24,200(r1)
	std     r24,0(r28)
	stw     r24,8(r28)
.L34:
	ori     r4,r19,1
	and     r4,r4,r16
.L35:
	lwarx   r22,0,r30,1
	cmpw    r22,r19
	bne-    .L36
	stwcx.  r4,0,r30
	bne-    .L35
	isync
.L36:
	ld      r4,168(r1)
	cmpldi  r4,0
	bne     .L38
	cmpw    r22,r19
	beq     .L81
.L37:
	mr      r19,r22
	andi.   r4,r22,1
	ble     .L33
	b       .L39
.L38:
	addi    r4,r1,104
	mr      r5,r25
	mr      r27,r3
	std     r0,64(r1)
	mr      r25,r21
	std     r18,80(r1)
	mr      r21,r6
	stw     r12,72(r1)
	mr      r3,r4
	mr      r18,r5
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r4,r18
	lwz     r12,72(r1)
	li      r11,-1
	ld      r18,80(r1)
	ld      r0,64(r1)
	mr      r6,r21
	mr      r3,r27
	li      r27,2
	mr      r21,r25
	mr      r25,r4
	cmpw    r22,r19
	bne     .L37
	b       .L81
.L39:
	mr      r19,r22
	stb     r31,198(r1)
	nop
.L40:
	srwi    r4,r19,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+eq
	bge     cr5,.L43
	rlwinm  r4,r19,0,31,28
	crset   4*cr2+eq
	addi    r4,r4,-32
	and     r4,r4,r15
.L41:
	lwarx   r5,0,r30,1
	cmpw    r5,r19
	bne-    .L42
	stwcx.  r4,0,r30
	bne-    .L41
	isync
.L42:
	cmplw   r5,r19
	mr      r19,r5
	bne     .L26
	b       .L81
.L43:
	lwz     r22,184(r1)
	stw     r17,100(r1)
	cmplwi  r22,0
	bne     .L44
	mr      r17,r3
	mr      r27,r18
	std     r21,88(r1)
	std     r23,80(r1)
	mr      r18,r6
	mr      r23,r25
	mr      r25,r12
	mr      r21,r0
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	mr      r4,r3
	mr      r0,r21
	li      r11,-1
	mr      r12,r25
	mr      r25,r23
	ld      r23,80(r1)
	ld      r21,88(r1)
	mr      r6,r18
	cmpldi  r4,0
	mr      r18,r27
	li      r27,2
	mr      r3,r17
	beq     .L71
.L44:
	lwz     r5,192(r1)
	addi    r4,r22,1
	stw     r4,184(r1)
	addi    r5,r5,1
	cmpwi   r5,0
	iseleq  r17,r11,r5
	lwz     r5,104(r1)
	cmplwi  r5,0
	stw     r17,192(r1)
	beq     .L45
	cmplwi  r5,1
	bne     .L46
	lbz     r4,201(r1)
	andi.   r4,r4,1
	bgt     .L71
	std     r18,104(r1)
	b       .L54
.L45:
	lbz     r5,198(r1)
	andi.   r5,r5,1
	crmove  4*cr2+lt,gt
	andi.   r4,r4,3
	cror    4*cr5+lt,eq,4*cr2+lt
	bge     cr5,.L54
	std     r0,64(r1)
	stw     r12,72(r1)
	std     r6,88(r1)
	std     r3,56(r1)
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r8,120(r1)
	mr      r7,r3
	std     r3,208(r1)
	mr      r22,r4
	stw     r22,216(r1)
	cmplw   r8,r29
	bne     .L47
	mr      r8,r22
	mr      r9,r7
	std     r7,112(r1)
	stw     r22,120(r1)
	b       .L48
.L46:
	lwz     r4,108(r1)
	cmplwi  r4,3
	bge     .L71
	addi    r4,r4,1
	stw     r27,104(r1)
	stw     r4,108(r1)
	b       .L54
.L47:
	ld      r9,112(r1)
.L48:
	lwz     r5,136(r1)
	ld      r3,56(r1)
	li      r11,-1
	ld      r6,88(r1)
	lwz     r12,72(r1)
	ld      r0,64(r1)
	cmplw   r5,r29
	bne     .L49
	mr      r5,r22
	std     r7,128(r1)
	stw     r22,136(r1)
.L49:
	lbz     r4,197(r1)
	std     r7,144(r1)
	stw     r22,152(r1)
	andi.   r4,r4,1
	stb     r24,197(r1)
	ble     .L50
	std     r7,128(r1)
	stw     r22,136(r1)
	mr      r5,r22
.L50:
	cmplwi  r17,7
	ble     .L51
	lbz     r4,200(r1)
	andi.   r4,r4,1
	bgt     .L70
	ld      r4,128(r1)
	clrldi  r5,r5,32
	addi    r3,r1,208
	std     r8,80(r1)
	mr      r17,r7
	std     r9,48(r1)
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mr      r5,r3
	clrldi  r4,r4,32
	li      r11,-1
	ld      r9,48(r1)
	ld      r8,80(r1)
	ld      r0,64(r1)
	lwz     r12,72(r1)
	ld      r3,56(r1)
	mulhdu  r6,r5,r20
	mulld   r5,r5,r20
	mr      r7,r17
	addc    r4,r5,r4
	addze.  r5,r6
	ld      r6,88(r1)
	cmpldi  cr1,r4,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	bge     cr5,.L70
.L51:
	blt     cr2,.L52
	clrldi  r5,r8,32
	addi    r3,r1,208
	mr      r4,r9
	mr      r17,r7
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mr      r5,r3
	clrldi  r4,r4,32
	li      r11,-1
	ld      r0,64(r1)
	lwz     r12,72(r1)
	ld      r3,56(r1)
	mr      r7,r17
	mulhdu  r6,r5,r20
	mulld   r5,r5,r20
	addc    r4,r5,r4
	addze.  r5,r6
	ld      r6,88(r1)
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L54
.L52:
	lwz     r5,8(r21)
	ld      r4,0(r21)
	std     r7,224(r1)
	stw     r22,232(r1)
	cmplw   r5,r29
	beq     .L53
	addi    r3,r1,224
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mr      r5,r3
	ld      r0,64(r1)
	li      r11,-1
	lwz     r12,72(r1)
	ld      r6,88(r1)
	ld      r3,56(r1)
	cmpldi  r5,0
	bne     .L53
	srwi    r4,r4,4
	cmplwi  r4,9375
	blt     .L71
.L53:
	stw     r31,104(r1)
.L54:
	bso     cr2,.L60
	mr      r1,r1
	ld      r8,0(r26)
	lwz     r4,0(r3)
	addi    r7,r4,1
	lwz     r4,100(r1)
	srdi    r5,r8,4
	andi.   r9,r7,15
	stw     r7,72(r1)
	stw     r7,0(r3)
	mullw   r4,r7,r4
	mcrf    cr1,cr0
	xor     r4,r4,r0
	ori     r4,r4,1
	stw     r4,188(r1)
	andi.   r4,r5,1
	crand   4*cr5+lt,gt,4*cr1+eq
	blt     cr5,.L67
.L55:
	andi.   r4,r8,17
	std     r30,160(r1)
	addic   r5,r4,-1
	subfe   r4,r5,r4
	stb     r4,196(r1)
	beq     .L56
	mr      r5,r21
	mr      r4,r25
	std     r18,80(r1)
	std     r8,64(r1)
	mr      r21,r0
	mr      r27,r3
	stw     r9,88(r1)
	mr      r22,r20
	mr      r25,r5
	mr      r18,r4
	mr      r20,r6
	mr      r17,r12
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r8,r25
	mr      r7,r18
	li      r11,-1
	stw     r4,120(r1)
	lwz     r9,88(r1)
	ld      r18,80(r1)
	stw     r4,136(r1)
	stw     r4,152(r1)
	mr      r0,r21
	mr      r21,r8
	ld      r8,64(r1)
	mr      r12,r17
	mr      r6,r20
	mr      r20,r22
	mr      r5,r3
	std     r5,112(r1)
	std     r5,128(r1)
	std     r5,144(r1)
	mr      r3,r27
	li      r27,2
	mr      r25,r7
	b       .L57
.L56:
	ld      r4,0(r28)
	cmpld   r4,r30
	bne     .L57
	lwz     r4,8(r28)
	stb     r31,199(r1)
	addi    r4,r4,1
	stw     r4,8(r28)
	clrlwi  r4,r4,30
	cntlzw  r4,r4
	srwi    r4,r4,5
	xori    r4,r4,1
	stb     r4,200(r1)
.L57:
	rlwinm  r4,r19,0,27,27
	or.     r4,r9,r4
	bne     .L60
	mr      r19,r3
	mr      r3,r26
	std     r6,88(r1)
	mr      r4,r8
	mr      r17,r0
	mr      r22,r12
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	andi.   r3,r3,1
	lwz     r3,72(r1)
	crmove  4*cr5+lt,gt
	andi.   r3,r3,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L58
	ld      r6,88(r1)
	mr      r3,r19
	li      r11,-1
	std     r26,168(r1)
	mr      r12,r22
	mr      r0,r17
	b       .L59
.L58:
	ld      r6,88(r1)
	mr      r3,r19
	li      r11,-1
	mr      r12,r22
	mr      r0,r17
	bge     cr5,.L60
.L59:
	lwarx   r4,0,r30
	ori     r4,r4,16
	stwcx.  r4,0,r30
	bne-    .L59
.L60:
	lwz     r4,104(r1)
	cmplwi  r4,0
	beq     .L61
	cmplwi  r4,2
	bne     .L62
	mr      r27,r3
	li      r3,0
	li      r4,20000
	mr      r22,r25
	mr      r19,r26
	mr      r26,r6
	mr      r25,r12
	mr      r17,r0
	bl      <std::thread::functions::sleep+0x8>
	nop
	mr      r0,r17
	mr      r12,r25
	li      r11,-1
	mr      r6,r26
	mr      r26,r19
	mr      r3,r27
	li      r27,2
	mr      r25,r22
	b       .L64
.L61:
	lwz     r4,188(r1)
	slwi    r5,r4,13
	xor     r4,r5,r4
	srwi    r5,r4,17
	xor     r4,r5,r4
	slwi    r5,r4,5
	xor     r4,r5,r4
	stw     r4,188(r1)
	b       .L64
.L62:
	std     r6,88(r1)
	mr      r19,r0
	mr      r17,r12
	mr      r22,r3
	bl      <std::thread::functions::yield_now+0x8>
	nop
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r5,152(r1)
	cmplw   r5,r29
	bne     .L63
	ld      r6,88(r1)
	stb     r24,201(r1)
	mr      r3,r22
	li      r11,-1
	mr      r12,r17
	mr      r0,r19
	b       .L64
.L63:
	ld      r6,144(r1)
	std     r3,80(r1)
	std     r3,224(r1)
	addi    r3,r1,224
	std     r4,72(r1)
	stw     r4,232(r1)
	mr      r4,r6
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r20
	mulld   r3,r3,r20
	li      r11,-1
	clrldi  r4,r4,32
	ld      r6,88(r1)
	mr      r12,r17
	mr      r0,r19
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr6,r3,999
	cmpldi  cr1,r4,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	crand   4*cr5+gt,4*cr1+eq,4*cr6+gt
	cmpldi  cr1,r3,1000
	li      r3,1
	crnor   4*cr5+lt,4*cr5+gt,4*cr5+lt
	isel    r3,0,r3,4*cr5+lt
	crand   4*cr5+gt,eq,4*cr1+lt
	stb     r3,201(r1)
	mr      r3,r22
	bgt     cr5,.L64
	ld      r4,80(r1)
	std     r4,0(r21)
	ld      r4,72(r1)
	stw     r4,8(r21)
.L64:
	ld      r4,168(r1)
	cmpldi  r4,0
	bne     .L66
.L65:
	lwz     r19,0(r30)
	lwz     r17,100(r1)
	crset   4*cr2+so
	ble     cr2,.L26
	b       .L9
.L66:
	addi    r4,r1,104
	mr      r27,r3
	mr      r22,r25
	mr      r19,r26
	mr      r26,r6
	mr      r25,r12
	mr      r17,r0
	mr      r3,r4
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll+0x8>
	nop
	mr      r0,r17
	mr      r12,r25
	li      r11,-1
	mr      r6,r26
	mr      r26,r19
	mr      r3,r27
	li      r27,2
	mr      r25,r22
	b       .L65
.L67:
	stw     r9,88(r1)
	mr      r17,r8
	std     r23,80(r1)
	mr      r23,r12
	mr      r22,r18
	mr      r27,r25
	std     r3,56(r1)
	mr      r25,r0
	mr      r18,r21
	mr      r21,r26
	mr      r26,r6
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	ld      r4,8(r21)
	mr      r5,r21
	mr      r6,r26
	subfc   r3,r4,r3
	addze.  r4,r24
	iseleq  r3,0,r3
	cmpld   r3,r26
	bge     .L68
	ld      r3,56(r1)
	mr      r12,r23
	li      r11,-1
	ld      r23,80(r1)
	mr      r21,r18
	mr      r0,r25
	mr      r25,r27
	li      r27,2
	mr      r26,r5
	mr      r18,r22
	mr      r8,r17
	b       .L69
.L68:
	rldicl  r3,r17,59,3
	mr      r12,r23
	li      r11,-1
	mr      r26,r5
	mr      r21,r18
	mr      r0,r25
	mr      r25,r27
	li      r27,2
	rotldi  r8,r3,5
	std     r8,0(r5)
	mr      r18,r22
	ld      r3,56(r1)
	ld      r23,80(r1)
.L69:
	lwz     r9,88(r1)
	b       .L55
.L70:
	lbz     r4,196(r1)
	lbz     r5,199(r1)
	or      r4,r4,r5
	andi.   r4,r4,1
	bgt     .L71
	ld      r4,160(r1)
	stw     r24,8(r28)
	std     r4,0(r28)
.L71:
	bns     cr2,.L72
	mr      r2,r2
.L72:
	rlwinm  r4,r19,0,31,29
	addi    r5,r4,32
	isel    r22,r4,r5,4*cr2+eq
	srwi    r4,r19,3
	andi.   r4,r4,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+gt,4*cr5+lt,4*cr3+eq
	crclr   4*cr5+lt
	ble     cr5,.L73
	lwz     r17,100(r1)
	li      r7,-25
	li      r8,-23
	li      r9,-31
	li      r10,-19
	b       .L76
.L73:
	mr      r17,r3
	ld      r3,40(r1)
	std     r0,64(r1)
	stw     r12,72(r1)
	std     r6,88(r1)
	stw     r23,232(r1)
	std     r3,224(r1)
	addi    r3,r1,224
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	beq     .L74
	mr      r3,r17
	lwz     r17,100(r1)
	crset   4*cr5+lt
	li      r7,-25
	ld      r6,88(r1)
	lwz     r12,72(r1)
	li      r8,-23
	li      r9,-31
	ori     r22,r22,8
	li      r10,-19
	li      r11,-1
	b       .L75
.L74:
	srwi.   r3,r19,5
	li      r5,8
	lwz     r12,72(r1)
	li      r7,-25
	ld      r6,88(r1)
	li      r8,-23
	li      r9,-31
	li      r10,-19
	cmplwi  cr1,r3,8
	li      r11,-1
	isel    r3,r3,r5,4*cr1+lt
	mulli   r3,r3,15625
	slwi    r3,r3,5
	iseleq  r3,r12,r3
	cmplw   r4,r3
	ori     r3,r22,8
	isellt  r22,r22,r3
	mr      r3,r17
	lwz     r17,100(r1)
	crnot   4*cr5+lt,lt
.L75:
	ld      r0,64(r1)
.L76:
	cmplw   r22,r19
	beq     .L79
.L77:
	lwarx   r4,0,r30
	cmplw   r4,r19
	bne-    .L78
	crset   4*cr5+gt
	stwcx.  r22,0,r30
	bne-    .L77
	ble     cr5,.L8
	b       .L79
.L78:
	b       .L8
.L79:
	li      r19,-17
	cror    4*cr2+gt,4*cr2+gt,4*cr5+lt
	andi.   r4,r22,4
	crset   4*cr2+eq
	bne     .L7
	mr      r14,r12
	mr      r15,r18
	mr      r16,r6
	mr      r27,r25
	mr      r25,r0
	mr      r19,r3
	bne     cr3,.L80
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,40(r1)
	mr      r23,r4
.L80:
	li      r3,2
	clrldi  r4,r22,32
	mr      r6,r29
	li      r7,128
	isel    r8,r3,r31,4*cr2+gt
	mr      r3,r30
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	mr      r4,r27
	li      r3,16
	stw     r24,104(r1)
	stw     r29,120(r1)
	stw     r29,136(r1)
	stw     r29,152(r1)
	li      r27,2
	mr      r0,r25
	stxvd2x vs63,r4,r3
	li      r3,26
	stxvd2x vs63,0,r4
	mr      r25,r4
	li      r7,-25
	li      r8,-23
	li      r9,-31
	li      r10,-19
	stxvd2x vs63,r4,r3
	mr      r3,r19
	li      r19,-17
	li      r11,-1
	lwz     r22,0(r30)
	mr      r6,r16
	mr      r18,r15
	mr      r12,r14
	crset   4*cr2+eq
	b       .L6
.L81:
	bns     cr2,.L82
	mr      r2,r2
.L82:
	li      r3,240
	ld      r31,392(r1)
	ld      r30,384(r1)
	lvx     v31,r1,r3
	ld      r29,376(r1)
	ld      r28,368(r1)
	ld      r27,360(r1)
	ld      r26,352(r1)
	ld      r25,344(r1)
	ld      r24,336(r1)
	ld      r23,328(r1)
	ld      r22,320(r1)
	ld      r21,312(r1)
	ld      r20,304(r1)
	ld      r19,296(r1)
	ld      r18,288(r1)
	ld      r17,280(r1)
	ld      r16,272(r1)
	ld      r15,264(r1)
	ld      r14,256(r1)
	addi    r1,r1,400
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr
.L83:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error+0x8>
	nop
	addis   r4,r2,-1
	stw     r3,208(r1)
	addis   r3,r2,-3
	addi    r5,r1,208
	addi    r6,r4,-22424
	addis   r4,r2,-1
	addi    r3,r3,3839
	addi    r7,r4,-22392
	li      r4,43
	bl      <core::result::unwrap_failed+0x8>
